import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OpenWaitlistOffer } from "@/components/booking/open-waitlist-offer";
import { PageShell } from "@/components/site/page-shell";
import { AppError } from "@/lib/server/http";
import { openOffer } from "@/lib/server/waitlist/offer-link";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "A time has freed",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/** A waiting-list offer's claim link: holds the time for 15 minutes and opens the wizard at it. */
export default async function WaitlistOfferPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const result = await openOffer(token).then(
    (offer) => ({ offer, gone: null }),
    (error: unknown) => {
      if (error instanceof AppError && error.status === 404) notFound();
      if (error instanceof AppError && error.status === 410) return { offer: null, gone: error.message };
      throw error;
    },
  );
  return (
    <PageShell>
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
        <h1 className="font-display text-3xl text-primary">A time has freed</h1>
        {result.offer ? (
          <OpenWaitlistOffer token={token} {...result.offer} />
        ) : (
          <p role="status" className="rounded-lg border border-border p-4">
            {result.gone}
          </p>
        )}
      </div>
    </PageShell>
  );
}
