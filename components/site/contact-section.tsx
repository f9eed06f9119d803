import { MailIcon, MapPinIcon, PhoneIcon } from "@/components/ui/static-icons";

import { EnquiryFormPlaceholder } from "./enquiry-form-placeholder";
import { LazyEnquiryForm } from "./lazy-enquiry-form";
import { SectionHeading } from "./section-heading";

export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-title" className="below-fold relative bg-midnight/60 py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="contact-title" eyebrow="Get in touch" title="Contact Us">
          Planning an event and not sure which performance suits it best? Send a message and I will get back to you with
          ideas, availability and a quote.
        </SectionHeading>
        <div className="grid gap-10 lg:grid-cols-[0.8fr_1.2fr]">
          <aside className="reveal space-y-6">
            <p className="flex items-center gap-3 text-lg font-medium">
              <MapPinIcon className="size-5 text-primary" aria-hidden="true" />
              Based in Glasgow, UK - Available Nationwide
            </p>
            <ul className="space-y-3 text-sm text-muted-foreground">
              <li className="flex items-center gap-3">
                <MailIcon className="size-4 text-primary" aria-hidden="true" />
                <a
                  className="underline-offset-4 hover:text-primary hover:underline"
                  href="mailto:bookings@summonamagician.co.uk"
                >
                  bookings@summonamagician.co.uk
                </a>
              </li>
              <li className="flex items-center gap-3">
                <PhoneIcon className="size-4 text-primary" aria-hidden="true" />
                <span>Replies within one working day</span>
              </li>
            </ul>
            <div className="rounded-xl border border-primary/30 bg-card/70 p-5 text-sm leading-relaxed text-foreground/90">
              <p className="font-display text-base text-primary">Already know your date?</p>
              <p className="mt-2 text-muted-foreground">
                Use the booking wizard to check availability, see live prices and secure your date with a card payment
                in a few minutes.
              </p>
            </div>
          </aside>
          <div
            className="reveal rounded-2xl border border-border bg-card p-6 sm:p-8"
            style={{ "--reveal-delay": "200ms" } as React.CSSProperties}
          >
            <LazyEnquiryForm placeholder={<EnquiryFormPlaceholder />} />
          </div>
        </div>
      </div>
    </section>
  );
}
