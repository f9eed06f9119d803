import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CancelBookingStandIn, PayBalanceStandIn, RescheduleStandIn } from "@/components/manage/action-stand-ins";
import { BookingDocuments } from "@/components/manage/booking-documents";
import { LazyManageAction } from "@/components/manage/lazy-manage-action";
import { ManagedBookingDetails } from "@/components/manage/managed-booking-details";
import { PlanningQuestionnaire } from "@/components/manage/planning-questionnaire";
import { PageShell } from "@/components/site/page-shell";
import { autoBalanceChargeNote } from "@/lib/domain/auto-balance";
import { canReschedule, isWithdrawn } from "@/lib/domain/booking-status";
import { addDays, londonToday } from "@/lib/domain/dates";
import { formatGBP, poundsToPence } from "@/lib/domain/money";
import { PAY_IN_PERSON_NOTE } from "@/lib/domain/payment-options";
import { getMagicianContact } from "@/lib/server/settings";
import { AppError } from "@/lib/server/http";
import { customerDocuments } from "@/lib/server/manage/documents";
import { manageView } from "@/lib/server/manage/view";
import { managedQuestionnaire } from "@/lib/server/manage/questionnaire";
import { hasSignedAgreement } from "@/lib/server/quotes/agreement-pdf";
import { apiPath } from "@/lib/api-client/paths";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Your booking",
  description: "Your magic performance booking.",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/**
 * The customer's own booking page, reached from the link in their confirmation e-mail. Pay, Move and
 * Cancel are server-rendered stand-ins whose code loads on the visitor's first hover, touch or focus.
 */
export default async function ManagedBookingPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const view = await manageView(token).catch((error) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
  const contact = await getMagicianContact();
  const signedAgreement = await hasSignedAgreement(token);
  const documents = await customerDocuments(token);
  const questionnaire = await managedQuestionnaire(token);
  // Shown while it can be answered, and afterwards only to read back what was answered.
  const showQuestionnaire =
    questionnaire.questions.length > 0 && (questionnaire.open || questionnaire.questions.some((q) => q.answer !== ""));
  const canPay = view.actions.includes("pay-balance") && view.payOptions.length > 0;
  const canMove = view.actions.includes("reschedule") && view.reschedule.allowed;
  const minDate = addDays(londonToday(), 1);
  // Not movable here but still a live booking: say why (e.g. too close to the event) instead of the form.
  const cannotMoveReason =
    !canMove && canReschedule(view.booking) && !isWithdrawn(view.booking) ? view.reschedule.reason : undefined;
  return (
    <PageShell>
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
        <h1 className="font-display text-3xl text-primary">Your booking</h1>
        <ManagedBookingDetails booking={view.booking} />
        <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {!isWithdrawn(view.booking) && (
            <a className="underline underline-offset-4" href={apiPath("getManagedIcs", { params: { token } })} download>
              Add to your calendar (.ics)
            </a>
          )}
          {signedAgreement && (
            <a
              className="underline underline-offset-4"
              href={apiPath("getManagedAgreement", { params: { token } })}
              download
            >
              Your signed agreement (PDF)
            </a>
          )}
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
        {showQuestionnaire && <PlanningQuestionnaire token={token} initial={questionnaire} />}
        <BookingDocuments documents={documents} />
        {canPay && (
          <section aria-labelledby="pay-heading" className="grid gap-3 rounded-lg border border-border p-4">
            <h2 id="pay-heading" className="text-lg font-semibold">
              Pay
            </h2>
            <p className="text-sm text-muted-foreground">Pay what is still owed by card, securely.</p>
            <LazyManageAction
              action={{ kind: "pay", props: { token, options: view.payOptions } }}
              standIn={<PayBalanceStandIn options={view.payOptions} />}
            />
            <p className="text-sm text-muted-foreground">
              {view.booking.balanceChargedOn
                ? autoBalanceChargeNote(poundsToPence(view.booking.balanceDue), view.booking.balanceChargedOn, "here")
                : PAY_IN_PERSON_NOTE}
            </p>
          </section>
        )}
        {(canMove || cannotMoveReason) && (
          <section aria-labelledby="reschedule-heading" className="grid gap-3 rounded-lg border border-border p-4">
            <h2 id="reschedule-heading" className="text-lg font-semibold">
              Move your booking
            </h2>
            {canMove ? (
              <>
                <p className="text-sm text-muted-foreground">
                  Choose a new date and arrival time. The price does not change.
                </p>
                <LazyManageAction
                  action={{ kind: "move", props: { token, remaining: view.reschedule.remaining, minDate } }}
                  standIn={<RescheduleStandIn minDate={minDate} />}
                />
              </>
            ) : (
              <p className="text-sm text-muted-foreground">{cannotMoveReason}</p>
            )}
          </section>
        )}
        {view.actions.includes("cancel") ? (
          <section aria-labelledby="cancel-heading" className="grid gap-3 rounded-lg border border-border p-4">
            <h2 id="cancel-heading" className="text-lg font-semibold">
              Cancel
            </h2>
            <p className="text-sm text-muted-foreground">
              Cancelling frees the date at once.{" "}
              {view.refundIfCancelledNow > 0
                ? `Under the terms you accepted, ${formatGBP(poundsToPence(view.refundIfCancelledNow))} would be refunded to your card if you cancelled today.`
                : "Under the terms you accepted, no refund is due now."}
            </p>
            <LazyManageAction
              action={{ kind: "cancel", props: { token, refundPence: poundsToPence(view.refundIfCancelledNow) } }}
              standIn={<CancelBookingStandIn />}
            />
          </section>
        ) : view.cannotCancelReason ? (
          <p role="status" className="rounded-md border border-border p-4 text-sm text-muted-foreground">
            {view.cannotCancelReason}
          </p>
        ) : (
          // a cancelled or refunded booking has nothing left to change
          !canMove &&
          !isWithdrawn(view.booking) && (
            <p className="text-sm text-muted-foreground">
              To change this booking, reply to your confirmation e-mail or contact the magician.
            </p>
          )
        )}
      </div>
    </PageShell>
  );
}
