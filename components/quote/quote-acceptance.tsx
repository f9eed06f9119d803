import { formatIsoDateLong } from "@/lib/domain/dates";
import type { ClientQuoteView } from "@/lib/server/quotes/client-view";

/**
 * A signed quote as its client sees it: who accepted it and when, then the booking page once paid,
 * or, once that page's link has been replaced (it went to the customer by e-mail), where to find it;
 * before payment, that the payment is awaited (server-rendered).
 */
export function QuoteAcceptance({
  quote: q,
}: {
  quote: Pick<ClientQuoteView, "status" | "acceptance" | "bookingUrl">;
}) {
  return (
    <section className="grid gap-2 rounded-lg border border-border p-4 text-sm" role="status">
      <p>
        Accepted by {q.acceptance?.signedName}
        {q.acceptance ? ` on ${formatIsoDateLong(q.acceptance.acceptedAt.slice(0, 10))}` : ""}.
      </p>
      {q.bookingUrl ? (
        <a className="underline underline-offset-4" href={q.bookingUrl}>
          Open your booking
        </a>
      ) : q.status === "paid" ? (
        <p>Your booking link was e-mailed to you.</p>
      ) : (
        <p>
          We are waiting for your payment. If it did not go through, you can sign again once the hold on the date ends
          (10 minutes).
        </p>
      )}
    </section>
  );
}
