import type { ReactNode } from "react";

import {
  BAR_CANCELLATION_NOTE,
  BAR_COMMISSION_RATE,
  PARTNER_DISCOUNT_RATE,
  REGISTRATION_FEE_PENCE,
  TRAVEL_FEE_PENCE,
} from "@/lib/domain/constants";
import { formatGBP } from "@/lib/domain/money";
import { distanceTravelSentence } from "@/lib/domain/travel";

type DistanceTravelTerms = Parameters<typeof distanceTravelSentence>[0];

const pct = (rate: number) => `${Math.round(rate * 100)}%`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold text-primary">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-foreground/90 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1.5">
        {children}
      </div>
    </section>
  );
}

export const LAST_UPDATED = "1 November 2026";

/** How long each kind of record is kept (enforced by lib/server/retention/policy.ts). */
export const RETENTION = [
  { what: "Booking records (event details, services, amounts)", period: "7 years" },
  { what: "Payment records (amounts, payment references, refunds)", period: "6 years" },
  { what: "Communication records (enquiries and e-mails)", period: "3 years" },
  { what: "Technical logs (security and error logs)", period: "12 months" },
] as const;

function RetentionTable() {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">Data retention periods</caption>
      <thead>
        <tr className="border-b border-border text-left">
          <th scope="col" className="py-2 pr-4 font-semibold">
            Record
          </th>
          <th scope="col" className="py-2 font-semibold">
            Kept for
          </th>
        </tr>
      </thead>
      <tbody>
        {RETENTION.map((row) => (
          <tr key={row.what} className="border-b border-border/60">
            <td className="py-2 pr-4">{row.what}</td>
            <td className="py-2 whitespace-nowrap">{row.period}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Terms of Service (bookings, payments, refunds, data kept), at /terms-of-service and /legal/terms. The
 * travel sentence is the specification's flat cost, or (distance mode) how distance is charged.
 */
export function TermsContent({ distanceTravel = null }: { distanceTravel?: DistanceTravelTerms | null } = {}) {
  return (
    <article>
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">Terms of Service</h1>
      <p className="mt-2 text-sm text-muted-foreground">Last updated {LAST_UPDATED}</p>
      <p className="mt-6 leading-relaxed text-foreground/90">
        These terms apply to every performance booked with Summon a Magician, a magician and illusionist based in
        Glasgow and performing across the United Kingdom, whether booked through this website, by e-mail or through a
        partner venue. By ticking &ldquo;I accept the terms and conditions&rdquo; and paying, you agree to them.
      </p>

      <Section id="terms-booking" title="1. Bookings and prices">
        <p>
          A booking is confirmed once your payment has been received and you have been sent a confirmation e-mail.
          Prices are shown in pounds sterling (£) and depend on the services chosen and the performance duration.
        </p>
        <ul>
          <li>
            <strong>Travel cost:</strong>{" "}
            {distanceTravel ? (
              distanceTravelSentence(distanceTravel)
            ) : (
              <>a standard travel cost of {formatGBP(TRAVEL_FEE_PENCE)} is added to bookings at your own venue.</>
            )}
          </li>
          <li>
            <strong>Partner venues:</strong> customers booking at one of our partnered bars and venues receive a{" "}
            {pct(PARTNER_DISCOUNT_RATE)} discount on service prices (rounded to the penny) and the travel cost is
            waived.
          </li>
          <li>
            <strong>Venue commission:</strong> partner venues earn a {pct(BAR_COMMISSION_RATE)} commission on the total
            of completed bookings at their venue. Venues register for a one-time fee of{" "}
            {formatGBP(REGISTRATION_FEE_PENCE)}.
          </li>
        </ul>
      </Section>

      <Section id="terms-payment" title="2. Payment and deposits">
        <ul>
          <li>You may pay the full amount when booking, or pay a 50% deposit.</li>
          <li>
            A deposit is only available for events at least 3 weeks (21 days) away. The remaining 50% balance is paid in
            person on the event day.
          </li>
          <li>Card payments are processed securely by our payment provider; we never see or store your card number.</li>
          <li>Bar services booked by partner venues are charged in full at the time of booking.</li>
        </ul>
      </Section>

      <Section id="terms-notice" title="3. Notice periods">
        <p>
          Big-stage styles need preparation: Parlor Magic and Stage Illusions require booking at least 3 weeks in
          advance. Other performances can be booked at shorter notice, subject to availability. Arrival times include a
          one-hour buffer between events for travel and setup.
        </p>
      </Section>

      <Section id="terms-cancellation" title="4. Cancellations and refunds">
        <p>
          If you need to cancel, please tell us as early as possible. Refunds depend on how far ahead of the event you
          cancel:
        </p>
        <ul>
          <li>
            <strong>More than 30 days before the event:</strong> full refund of what you paid, minus the deposit (50% of
            the booking total).
          </li>
          <li>
            <strong>14 to 30 days before the event:</strong> refund of 50% of what you paid.
          </li>
          <li>
            <strong>Less than 14 days before the event:</strong> no refund.
          </li>
        </ul>
        <p>For bar services booked by partner venues: {BAR_CANCELLATION_NOTE}</p>
        <p>
          If we ever have to cancel a performance, for example through illness, you will receive a full refund of
          everything you paid.
        </p>
      </Section>

      <Section id="terms-event" title="5. On the day">
        <p>
          Please make sure the venue is accessible at the booked arrival time and let us know in advance about parking,
          access and anything that could affect the performance. Performance times are agreed when booking; late access
          may shorten the performance without a refund.
        </p>
      </Section>

      <Section id="terms-data" title="6. Your data and retention">
        <p>
          We use your details only to deliver your booking and meet our legal obligations. We keep records for the
          following periods, after which they are deleted or anonymised:
        </p>
        <RetentionTable />
        <p>
          See our{" "}
          <a href="/privacy-policy" className="text-primary underline underline-offset-4">
            Privacy Policy
          </a>{" "}
          for details.
        </p>
      </Section>

      <Section id="terms-contact" title="7. Contact">
        <p>
          Questions about these terms:{" "}
          <a className="text-primary underline underline-offset-4" href="mailto:bookings@summonamagician.co.uk">
            bookings@summonamagician.co.uk
          </a>
          . These terms are governed by the law of Scotland.
        </p>
      </Section>
    </article>
  );
}

/** Privacy Policy, served at /privacy-policy. */
export function PrivacyContent() {
  return (
    <article>
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">Privacy Policy</h1>
      <p className="mt-2 text-sm text-muted-foreground">Last updated {LAST_UPDATED}</p>
      <p className="mt-6 leading-relaxed text-foreground/90">
        Summon a Magician respects your privacy. This policy explains what personal data we collect when you use this
        website, why, how long we keep it and the rights you have under the UK GDPR and the Data Protection Act 2018.
      </p>
      <Section id="privacy-collect" title="1. What we collect">
        <ul>
          <li>
            <strong>Enquiries:</strong> your name, e-mail address, phone number, event type, event location and message.
          </li>
          <li>
            <strong>Bookings:</strong> your name and contact details, the event date, time, address, guest count, the
            services chosen, any additional information you give us and the amounts paid.
          </li>
          <li>
            <strong>Payments:</strong> handled by our card payment provider. We receive a payment reference and the
            amount, never your card number.
          </li>
          <li>
            <strong>Partner venues:</strong> venue name, address, owner name, contact details and login details.
          </li>
          <li>
            <strong>Technical data:</strong> security and error logs (IP address, time of request). We do not use
            advertising or tracking cookies.
          </li>
        </ul>
      </Section>
      <Section id="privacy-use" title="2. Why we use it">
        <p>
          To answer your enquiry, to perform the contract you make with us when booking (lawful basis: contract), to
          keep accounting records (legal obligation) and to keep this website secure (legitimate interests).
        </p>
      </Section>
      <Section id="privacy-share" title="3. Who we share it with">
        <p>
          Our payment provider, our e-mail provider and our hosting provider, only as needed to run the service. For
          bookings at a partner venue, the venue sees the event date, time and services, not your contact details. We
          never sell your data.
        </p>
      </Section>
      <Section id="privacy-retention" title="4. How long we keep it">
        <RetentionTable />
      </Section>
      <Section id="privacy-rights" title="5. Your rights">
        <p>
          You can ask for a copy of your data, ask us to correct or delete it, object to or restrict its use, and
          complain to the Information Commissioner&apos;s Office (ico.org.uk). Contact us at{" "}
          <a className="text-primary underline underline-offset-4" href="mailto:bookings@summonamagician.co.uk">
            bookings@summonamagician.co.uk
          </a>
          .
        </p>
      </Section>
    </article>
  );
}
