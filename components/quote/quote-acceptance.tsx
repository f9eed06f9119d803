import { formatIsoDateLong } from "@/lib/domain/dates";
import type { ClientQuoteView } from "@/lib/server/quotes/client-view";
import { ContinueQuotePayment } from "./continue-quote-payment";

/**
 * A signed quote as its client sees it: who accepted it and when, then the booking page once paid,
 * or, once that page's link has been replaced (it went to the customer by e-mail), where to find it;
 * before payment, the payment to continue while the date is held, else that it is awaited.
 */
export function QuoteAcceptance({
  token,
  quote: q,
}: {
  token: string;
  quote: Pick<ClientQuoteView, "status" | "acceptance" | "bookingUrl" | "pendingPayment">;
}) {
  return (
    <section
      className="grid gap-2 rounded-lg border border-border p-4 text-sm"
      // a live region only while nothing in it is to be pressed
      role={q.pendingPayment && !q.bookingUrl ? undefined : "status"}
    >
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
      ) : q.pendingPayment ? (
        <ContinueQuotePayment
          token={token}
          amountPence={q.pendingPayment.amountPence}
          holdExpiresAt={q.pendingPayment.holdExpiresAt}
        />
      ) : (
        <p>
          We are waiting for your payment. If it did not go through, you can sign again once the hold on the date ends
          (10 minutes).
        </p>
      )}
    </section>
  );
}
