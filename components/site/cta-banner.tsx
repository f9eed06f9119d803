import { WandSparklesIcon } from "@/components/ui/static-icons";

import { BookButton } from "./book-button";
import { bookButtonClass } from "./book-button-class";

export function CtaBanner() {
  return (
    <section
      aria-labelledby="cta-title"
      className="below-fold relative isolate overflow-hidden bg-magic py-20 sm:py-24"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 left-1/2 -z-10 size-[36rem] -translate-x-1/2 rounded-full bg-[radial-gradient(circle,color-mix(in_oklch,var(--primary)_22%,transparent),transparent_65%)]"
      />
      <div className="reveal mx-auto max-w-3xl px-4 text-center sm:px-6">
        <WandSparklesIcon className="mx-auto size-10 text-primary" aria-hidden="true" />
        <h2 id="cta-title" className="mt-5 text-3xl font-semibold text-gradient-gold sm:text-5xl">
          Ready to Experience the Magic?
        </h2>
        <p className="mx-auto mt-5 max-w-xl text-lg text-foreground/90">
          Check availability, choose your performance and secure your date online in a few minutes.
        </p>
        <BookButton title="Book a Magician" className={bookButtonClass({ size: "lg" }, "mt-9 glow-gold text-base")}>
          Book Your Magic Now
        </BookButton>
      </div>
    </section>
  );
}
