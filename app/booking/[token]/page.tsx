import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CancelBooking } from "@/components/manage/cancel-booking";
import { ManagedBookingDetails } from "@/components/manage/managed-booking-details";
import { PageShell } from "@/components/site/page-shell";
import { poundsToPence } from "@/lib/domain/money";
import { getMagicianContact } from "@/lib/server/bar/dashboard";
import { HttpError } from "@/lib/server/http";
import { manageView } from "@/lib/server/manage/view";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Your booking",
  description: "Your magic performance booking.",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/** The customer's own booking page, reached from the link in their confirmation e-mail. */
export default async function ManagedBookingPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const view = await manageView(token).catch((error) => {
    if (error instanceof HttpError && error.status === 404) notFound();
    throw error;
  });
  const contact = await getMagicianContact();
  return (
    <PageShell>
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
        <h1 className="font-display text-3xl text-primary">Your booking</h1>
        <ManagedBookingDetails booking={view.booking} />
        <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <a className="underline underline-offset-4" href={`/api/manage/${token}/ics`} download>
            Add to your calendar (.ics)
          </a>
          {contact.phone && (
            <a className="underline underline-offset-4" href={`tel:${contact.phone.replace(/\s+/g, "")}`}>
              Call the magician: {contact.phone}
            </a>
          )}
          {contact.email && (
            <a className="underline underline-offset-4" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          )}
        </p>
        {view.actions.includes("cancel") ? (
          <section aria-labelledby="cancel-heading" className="grid gap-3 rounded-lg border border-border p-4">
            <h2 id="cancel-heading" className="text-lg font-semibold">
              Cancel
            </h2>
            <p className="text-sm text-muted-foreground">
              Cancelling frees the date at once.{" "}
              {view.refundIfCancelledNow > 0 ? "Under the terms you accepted, the refund shown below goes back to your card." : "Under the terms you accepted, no refund is due now."}
            </p>
            <CancelBooking token={token} refundPence={poundsToPence(view.refundIfCancelledNow)} />
          </section>
        ) : (
          <p className="text-sm text-muted-foreground">To change this booking, reply to your confirmation e-mail or contact the magician.</p>
        )}
      </div>
    </PageShell>
  );
}
