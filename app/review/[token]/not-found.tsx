import type { Metadata } from "next";

import { PageShell } from "@/components/site/page-shell";
import { REVIEW_MESSAGES } from "@/lib/validation/reviews";

export const metadata: Metadata = { title: "Review link not valid", robots: { index: false, follow: false } };

/** A forged, mistyped or revoked review link (answered with 404). */
export default function ReviewLinkNotFound() {
  return (
    <PageShell>
      <div className="mx-auto grid max-w-2xl gap-4">
        <h1 className="font-display text-3xl text-primary">{REVIEW_MESSAGES.token}</h1>
        <p className="text-muted-foreground">
          Please use the link in the e-mail we sent you after your event, or reply to that e-mail and we will send a new
          one.
        </p>
      </div>
    </PageShell>
  );
}
