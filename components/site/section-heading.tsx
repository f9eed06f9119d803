import { cn } from "@/lib/utils";

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("mx-auto mb-12 max-w-2xl text-center", className)}>
      <p className="reveal text-xs font-semibold tracking-[0.25em] text-primary uppercase">{eyebrow}</p>
      <h2
        id={id}
        className="reveal mt-3 text-3xl font-semibold sm:text-4xl"
        style={{ "--reveal-delay": "200ms" } as React.CSSProperties}
      >
        {title}
      </h2>
      <hr aria-hidden="true" className="divider-gold mx-auto mt-5 w-24" />
      {children && (
        <p
          className="reveal mt-5 text-base leading-relaxed text-muted-foreground sm:text-lg"
          style={{ "--reveal-delay": "400ms" } as React.CSSProperties}
        >
          {children}
        </p>
      )}
    </div>
  );
}
