import { InfoIcon } from "lucide-react";

import { formatGBP } from "@/lib/domain/money";
import type { BookingQuote } from "@/lib/domain/pricing";
import { travelFeeLabel } from "@/lib/domain/travel-fee";

/** The live estimate under the services: services, partner discount, travel fee and total. */
export function PriceBox({ quote, hasDuration }: { quote: BookingQuote; hasDuration: boolean }) {
  if (quote.lines.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-lg border border-dashed border-input p-3 text-sm text-muted-foreground">
        <InfoIcon className="size-4" aria-hidden="true" /> Select a service to see your price.
      </p>
    );
  }
  return (
    <div aria-live="polite" className="rounded-lg border border-primary/40 bg-primary/5 p-4 text-sm">
      {hasDuration ? (
        <dl className="grid gap-1">
          <div className="flex justify-between">
            <dt>Services</dt>
            <dd className="tabular-nums">{formatGBP(quote.servicesPence)}</dd>
          </div>
          {quote.discountPence > 0 && (
            <div className="flex justify-between text-success">
              <dt>Partner venue discount (10%)</dt>
              <dd className="tabular-nums">-{formatGBP(quote.discountPence)}</dd>
            </div>
          )}
          <div className="flex justify-between">
            <dt>{travelFeeLabel(quote)}</dt>
            <dd className="tabular-nums">{quote.travelFeePence === 0 ? "Free" : formatGBP(quote.travelFeePence)}</dd>
          </div>
          <div className="mt-1 flex justify-between border-t border-border pt-2 font-semibold text-primary">
            <dt>Estimated total</dt>
            <dd className="tabular-nums" data-testid="live-total">
              {formatGBP(quote.totalPence)}
            </dd>
          </div>
        </dl>
      ) : (
        <p>Choose a duration to see your exact price.</p>
      )}
    </div>
  );
}
