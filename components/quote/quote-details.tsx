import { eventTypeLabel } from "@/lib/domain/event-types";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { formatGBP } from "@/lib/domain/money";
import { venueLine } from "@/lib/domain/venue";
import type { ClientQuoteView } from "@/lib/server/quotes/client-view";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The quote as its client reads it: the event, the priced lines and the total, the plan and the terms (server-rendered). */
export function QuoteDetails({ quote: q }: { quote: ClientQuoteView }) {
  return (
    <section aria-label="Quote details" className="grid gap-4 rounded-lg border border-border p-4">
      <p className="text-sm text-muted-foreground">
        Quote Q-{q.id} for {q.clientName}, valid until {formatIsoDateLong(q.expiresOn)}
      </p>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        <Row label="Event">{eventTypeLabel(q.eventType)}</Row>
        <Row label="Date">{formatIsoDateLong(q.eventDate)}</Row>
        <Row label="Arrival">
          {q.startTime}, {q.durationMinutes} minutes (UK time)
        </Row>
        <Row label="Where">{venueLine(q.eventLocation, q.eventAddress)}</Row>
        <Row label="Guests">{q.guestCount}</Row>
      </dl>
      <table className="w-full text-sm">
        <caption className="sr-only">Quote lines</caption>
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <th scope="col" className="py-1 font-normal">
              Item
            </th>
            <th scope="col" className="py-1 text-right font-normal">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {q.lines.map((line, i) => (
            <tr key={i} className="border-b border-border/60">
              <td className="py-1">{line.description}</td>
              <td className="py-1 text-right tabular-nums">{formatGBP(line.amountPence)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-1 text-left">
              Total
            </th>
            <td className="py-1 text-right font-semibold tabular-nums">{formatGBP(q.totalPence)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="text-sm">
        {q.paymentType === "deposit"
          ? `Pay a deposit of ${formatGBP(q.dueNowPence)} now; the balance of ${formatGBP(q.balancePence)} is paid on the event day.`
          : `Pay the total of ${formatGBP(q.dueNowPence)} now.`}
      </p>
      {q.note && <p className="whitespace-pre-line text-sm">{q.note}</p>}
      <div className="grid gap-1 text-sm">
        <h2 className="font-semibold">Cancellation terms (version {q.termsVersion})</h2>
        <ul className="list-disc pl-5">
          {q.cancellationTerms.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
