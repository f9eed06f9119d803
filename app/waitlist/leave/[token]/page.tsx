import type { Metadata } from "next";
import { LeaveWaitlist } from "@/components/booking/leave-waitlist";
import { PageShell } from "@/components/site/page-shell";

export const metadata: Metadata = {
  title: "Leave the waiting list",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/** The link in every waiting-list e-mail: one button leaves the list. */
export default async function LeaveWaitlistPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <PageShell>
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
        <h1 className="font-display text-3xl text-primary">Leave the waiting list</h1>
        <p>You will no longer be e-mailed when a time frees on this date.</p>
        <LeaveWaitlist token={token} />
      </div>
    </PageShell>
  );
}
