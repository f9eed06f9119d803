import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AcceptQuote } from "@/components/quote/accept-quote";
import { DeclineQuote } from "@/components/quote/decline-quote";
import { QuoteAcceptance } from "@/components/quote/quote-acceptance";
import { QuoteDetails } from "@/components/quote/quote-details";
import { PageShell } from "@/components/site/page-shell";
import { autoBalanceConsentText, autoBalanceOffered, balanceChargeDate } from "@/lib/domain/auto-balance";
import { londonToday } from "@/lib/domain/dates";
import { AppError } from "@/lib/server/http";
import { clientQuoteView } from "@/lib/server/quotes/client-view";
import { getAutoBalanceSettings } from "@/lib/server/settings/auto-balance";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Your quote",
  description: "Your quote for a magic performance.",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/** The client's quote, reached from the link in the quote e-mail: read it, sign it by name, pay the first payment. */
export default async function QuotePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const result = await clientQuoteView(token).then(
    (quote) => ({ quote, gone: null }),
    (error: unknown) => {
      if (error instanceof AppError && error.status === 404) notFound();
      if (error instanceof AppError && error.status === 410) return { quote: null, gone: error.message };
      throw error;
    },
  );
  const autoBalance = await getAutoBalanceSettings();
  const quote = result.quote;
  const autoBalanceText =
    quote && autoBalanceOffered(autoBalance, quote)
      ? autoBalanceConsentText(
          quote.balancePence,
          balanceChargeDate(quote.eventDate, autoBalance.daysBefore, londonToday()),
        )
      : null;
  return (
    <PageShell>
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
        <h1 className="font-display text-3xl text-primary">Your quote</h1>
        {result.quote ? (
          <>
            <QuoteDetails quote={result.quote} />
            {result.quote.status === "paid" || result.quote.status === "accepted" ? (
              <QuoteAcceptance token={token} quote={result.quote} />
            ) : (
              <AcceptQuote
                token={token}
                agreementText={result.quote.agreementText}
                agreementSha256={result.quote.agreementSha256}
                dueNowPence={result.quote.dueNowPence}
                clientName={result.quote.clientName}
                autoBalanceText={autoBalanceText}
              />
            )}
            {(result.quote.status === "sent" || result.quote.status === "draft") && <DeclineQuote token={token} />}
          </>
        ) : (
          <p role="status" className="rounded-lg border border-border p-4">
            {result.gone}
          </p>
        )}
      </div>
    </PageShell>
  );
}
