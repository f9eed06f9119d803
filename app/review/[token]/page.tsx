import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ReviewForm } from "@/components/reviews/review-form";
import { PageShell } from "@/components/site/page-shell";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { reviewEventLabel } from "@/lib/domain/reviews";
import { AppError } from "@/lib/server/http";
import { REVIEW_LINK_USED, reviewLinkState } from "@/lib/server/reviews/submit";
import { getMagicianSettings } from "@/lib/server/settings";

// Per token and single-use: never cached, never indexed, and the token is not sent on as a referrer.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Review your booking",
  description: "Tell others how the magic went.",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/** The customer's review form, reached from the link in the e-mail sent the day after the event. */
export default async function ReviewPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const link = await reviewLinkState(token).catch((error) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
  // The magician's review link on Google, from the Settings tab (GOOGLE_REVIEW_URL until one is saved); "" hides the offer.
  const googleReviewUrl = link.state === "open" ? (await getMagicianSettings()).googleReviewUrl || null : null;
  return (
    <PageShell>
      <div className="mx-auto grid max-w-2xl gap-6">
        <h1 className="font-display text-3xl text-primary">How was the magic?</h1>
        {link.state === "open" ? (
          <>
            <p className="text-muted-foreground">
              {link.firstName ? `Thank you, ${link.firstName}. ` : ""}Tell others about your{" "}
              {reviewEventLabel(link.eventType).toLowerCase()} on {formatIsoDateLong(link.eventDate)}. Your review
              appears on the site once the magician has read it.
            </p>
            <ReviewForm token={token} googleReviewUrl={googleReviewUrl} />
          </>
        ) : (
          <p role="status" className="rounded-lg border border-border bg-card p-6">
            {link.state === "used" ? `${REVIEW_LINK_USED} Thank you for your review!` : link.message}
          </p>
        )}
      </div>
    </PageShell>
  );
}
