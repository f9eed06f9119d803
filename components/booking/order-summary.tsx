import { PartyPopperIcon } from "lucide-react";

import { balanceChargeDate } from "@/lib/domain/auto-balance";
import { eventTypeLabel } from "@/lib/domain/event-types";
import { formatIsoDateLong, londonToday } from "@/lib/domain/dates";
import { formatGBP } from "@/lib/domain/money";
import type { BookingQuote } from "@/lib/domain/pricing";
import { travelFeeLabel } from "@/lib/domain/travel-fee";

import type { WizardDetails } from "./booking-payload";

/** The payment step's summary: the event, each service, discount, travel fee, total and what is due now. */
export function OrderSummary({
  details,
  quote,
  locationLabel,
  autoBalanceDaysBefore,
}: {
  details: WizardDetails;
  quote: BookingQuote;
  locationLabel: string;
  /** the days before the event the balance is charged, when the client ticked the automatic balance */
  autoBalanceDaysBefore: number | null;
}) {
  return (
    <section aria-labelledby="order-summary-title" className="rounded-lg border border-border bg-card/60 p-4 text-sm">
      <h3
        id="order-summary-title"
        className="mb-3 flex items-center gap-2 font-sans text-base font-semibold tracking-normal"
      >
        <PartyPopperIcon className="size-4 text-primary" aria-hidden="true" /> Order summary
      </h3>
      <p className="mb-3 text-muted-foreground">
        {eventTypeLabel(details.eventType)} · {formatIsoDateLong(details.eventDate)} at {details.startTime} ·{" "}
        {details.duration} minutes · {details.guestCount} guests
        <br />
        {locationLabel}
      </p>
      <dl className="grid gap-1">
        {quote.lines.map((line) => (
          <div key={line.id} className="flex justify-between gap-3">
            <dt>{line.title}</dt>
            <dd className="tabular-nums">{formatGBP(line.listPricePence)}</dd>
          </div>
        ))}
        {quote.discountPence > 0 && (
          <div className="flex justify-between gap-3 text-success">
            <dt>Partner venue discount (10%)</dt>
            <dd className="tabular-nums">-{formatGBP(quote.discountPence)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-3">
          <dt>{travelFeeLabel(quote)}</dt>
          <dd className="tabular-nums">{quote.travelFeePence === 0 ? "Free" : formatGBP(quote.travelFeePence)}</dd>
        </div>
        <div className="mt-1 flex justify-between gap-3 border-t border-border pt-2 font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="summary-total">
            {formatGBP(quote.totalPence)}
          </dd>
        </div>
        <div className="flex justify-between gap-3 text-base font-semibold text-primary">
          <dt>{details.paymentType === "deposit" ? "Deposit due now (50%)" : "Amount due now"}</dt>
          <dd className="tabular-nums" data-testid="summary-due-now">
            {formatGBP(quote.amountDueNowPence)}
          </dd>
        </div>
        {quote.balanceDueOnDayPence > 0 && (
          <div className="flex justify-between gap-3 text-muted-foreground">
            <dt>
              {autoBalanceDaysBefore != null
                ? `Balance charged to your card on ${formatIsoDateLong(balanceChargeDate(details.eventDate, autoBalanceDaysBefore, londonToday()))}`
                : "Balance due on the event day"}
            </dt>
            <dd className="tabular-nums">{formatGBP(quote.balanceDueOnDayPence)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
