import { BadgePercentIcon, CoinsIcon, LayoutDashboardIcon, StoreIcon } from "@/components/ui/static-icons";

import { buttonVariants } from "@/components/ui/button-variants";
import { BAR_COMMISSION_RATE, PARTNER_DISCOUNT_RATE, REGISTRATION_FEE_PENCE } from "@/lib/domain/constants";
import { formatWholePounds } from "@/lib/domain/money";
import { cn } from "@/lib/utils";

import { CARD_STAGGER_MS, staggerStyle } from "./reveal";
import { SectionHeading } from "./section-heading";

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

const BENEFITS = [
  {
    icon: BadgePercentIcon,
    title: `${percent(PARTNER_DISCOUNT_RATE)} off for your customers`,
    text: "Anyone who books a performance at your venue saves on every service, and pays no travel fee.",
  },
  {
    icon: CoinsIcon,
    title: `${percent(BAR_COMMISSION_RATE)} commission for you`,
    text: "Every completed booking at your venue earns you commission, shown in your own dashboard.",
  },
  {
    icon: LayoutDashboardIcon,
    title: "Your own dashboard",
    text: "See the events at your venue, promote your drinks and book the magician for your own nights.",
  },
] as const;

/**
 * The landing page's way in for bars and pubs: what a partnership gives, and the registration page.
 * Server-rendered markup and links only, so the static page keeps its first-load scripts.
 */
export function PartnerBarsSection() {
  const fee = formatWholePounds(REGISTRATION_FEE_PENCE / 100);
  return (
    <section id="partner-bars" aria-labelledby="partner-bars-title" className="below-fold py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="partner-bars-title" eyebrow="For bars and venues" title="Partner bars">
          Own a bar or pub? Become a partner venue for a one-time {fee} registration fee.
        </SectionHeading>
        <ul className="grid gap-6 md:grid-cols-3">
          {BENEFITS.map((benefit, index) => (
            <li
              key={benefit.title}
              className="reveal rounded-2xl border border-border bg-card p-6"
              style={staggerStyle(index, CARD_STAGGER_MS)}
            >
              <benefit.icon className="size-8 text-primary" aria-hidden="true" />
              <h3 className="mt-4 font-sans text-lg font-semibold">{benefit.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{benefit.text}</p>
            </li>
          ))}
        </ul>
        <div className="reveal mt-10 flex flex-col items-center gap-3 text-center">
          <a href="/register-bar" className={cn(buttonVariants({ size: "lg" }))}>
            <StoreIcon aria-hidden="true" />
            Register your bar
          </a>
          <p className="text-sm text-muted-foreground">
            Already a partner?{" "}
            <a href="/admin" className="text-primary underline-offset-4 hover:underline">
              Sign in to your dashboard
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
