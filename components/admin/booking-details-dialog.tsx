"use client";

import * as React from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { eventTypeLabel } from "@/lib/domain/event-types";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Separator } from "@/components/ui/separator";
import {
  owedPence,
  canCancel,
  canComplete,
  canConfirm,
  canRefund as statusAllowsRefund,
  canReschedule,
  isListed,
} from "@/lib/domain/booking-status";
import { paymentTypeLabel } from "@/lib/domain/status-labels";
import { refundablePence } from "@/lib/domain/cancellation";
import { formatAddress } from "@/lib/domain/dashboard";
import { formatIsoDateLong, londonToday } from "@/lib/domain/dates";
import { formatGBP } from "@/lib/domain/money";
import { useBookingActions } from "./booking-actions-context";
import { MoveBookingDialog } from "./move-booking-dialog";
import { ManageLinkButton } from "./manage-link-button";
import { ReviewLinkButton } from "./review-link-button";
import { RefundDialog } from "./refund-dialog";
import { RefundStates } from "./refund-states";
import { RunSheetLink } from "./today/run-sheet-link";
import { GoogleChangeNotice } from "./calendars/google-change-notice";
import { BookingQuestionnaire } from "./booking-questionnaire";
import { StatusBadge } from "@/components/shared/status-badge";
import type { AdminBooking } from "./types";

/**
 * One label and value. The value's column may shrink below its longest word (minmax(0, …)) and
 * breaks anywhere, so a long e-mail address wraps inside its column instead of running over the
 * next one or off a phone's screen.
 */
function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** A titled group of Rows (a definition list), or of other content when `rows` is false. */
function Section({ title, rows = true, children }: { title: string; rows?: boolean; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="font-display text-base text-primary">{title}</h3>
      {rows ? <dl className="space-y-1.5">{children}</dl> : children}
    </section>
  );
}

export function BookingDetailsDialog({
  booking,
  onOpenChange,
  onChanged,
}: {
  booking: AdminBooking | null;
  onOpenChange: (open: boolean) => void;
  /** after a refund or a move, with the booking as the server now has it */
  onChanged: (booking: AdminBooking) => void;
}) {
  const { askStatusChange } = useBookingActions();
  const [refundOpen, setRefundOpen] = React.useState(false);
  const [moveOpen, setMoveOpen] = React.useState(false);
  const b = booking;
  // A refund on its way is not money to refund again.
  const refundable = b ? refundablePence(b.paidPence, b.refundedPence + b.pendingRefundPence) : 0;
  const canRefund = !!b && statusAllowsRefund({ ...b, refundablePence: refundable });

  return (
    <>
      <Dialog open={b !== null} onOpenChange={onOpenChange}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
          {b && (
            <>
              <DialogHeader>
                <DialogTitle>Booking Details</DialogTitle>
                <DialogDescription>
                  Booking #{b.id} ·{" "}
                  {b.source === "lead"
                    ? "from a lead"
                    : b.source === "quote"
                      ? "from a quote"
                      : b.source === "bar-service"
                        ? "bar service"
                        : "online booking"}
                </DialogDescription>
              </DialogHeader>
              <div className="flex items-center gap-2">
                <StatusBadge status={b.status} />
              </div>
              {b.disputedAt && (
                <p
                  role="alert"
                  className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
                >
                  Payment disputed by the card holder on{" "}
                  {new Date(b.disputedAt).toLocaleDateString("en-GB", { timeZone: "Europe/London" })}
                  {b.disputeReason ? ` (reason: ${b.disputeReason})` : ""}. Answer it in the Stripe dashboard. While the
                  bank reviews it, the booking cannot be refunded, and the customer cannot cancel it online.
                </p>
              )}
              <RefundStates booking={b} onChanged={onChanged} />
              <GoogleChangeNotice key={`google-${b.id}`} bookingId={b.id} onChanged={onChanged} />
              <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
                <Section title="Client Information">
                  <Row label="Name">{b.clientName}</Row>
                  <Row label="Email">
                    {b.clientEmail ? (
                      <a className="underline" href={`mailto:${b.clientEmail}`}>
                        {b.clientEmail}
                      </a>
                    ) : (
                      "—"
                    )}
                  </Row>
                  <Row label="Phone">
                    {b.clientPhone ? (
                      <a className="underline" href={`tel:${b.clientPhone.replace(/\s+/g, "")}`}>
                        {b.clientPhone}
                      </a>
                    ) : (
                      "—"
                    )}
                  </Row>
                  <Row label="Texts">{b.smsConsent ? "yes" : "no"}</Row>
                </Section>
                <Section title="Payment Details">
                  <Row label="Total">{formatGBP(b.totalPence)}</Row>
                  <Row label="Amount paid">{formatGBP(b.paidPence)}</Row>
                  {b.paymentType === "deposit" && owedPence(b) > 0 && (
                    <Row label="Balance due">{formatGBP(owedPence(b))}</Row>
                  )}
                  <Row label="Payment type">{paymentTypeLabel(b.paymentType)}</Row>
                  <Row label="Payment status">
                    <Badge variant="outline" className="capitalize">
                      {b.paymentStatus}
                    </Badge>
                  </Row>
                  {b.refundedPence > 0 && <Row label="Refunded">{formatGBP(b.refundedPence)}</Row>}
                </Section>
                <Section title="Event Details">
                  <Row label="Type">{eventTypeLabel(b.eventType)}</Row>
                  <Row label="Date">{formatIsoDateLong(b.eventDate)}</Row>
                  <Row label="Time">
                    {b.startTime}–{b.endTime}
                  </Row>
                  <Row label="Duration">{b.duration} minutes</Row>
                  <Row label="Guests">{b.guestCount}</Row>
                  <Row label="Location">{b.eventLocation}</Row>
                  <Row label="Address">{formatAddress(b.eventAddress)}</Row>
                  <Row label="Parking">
                    {b.parkingAvailable === null ? "Not asked" : b.parkingAvailable ? "Available" : "Not available"}
                  </Row>
                  {b.billingAddress && <Row label="Billing address">{formatAddress(b.billingAddress)}</Row>}
                </Section>
                <Section title="Selected Services" rows={false}>
                  {b.services.length === 0 && <p className="text-sm text-muted-foreground">No services recorded.</p>}
                  <ul className="space-y-1 text-sm">
                    {b.services.map((s, i) => (
                      <li key={`${s.id}-${i}`} className="flex justify-between gap-4">
                        <span className="min-w-0 [overflow-wrap:anywhere]">{s.title}</span>
                        <span>{formatGBP(s.pricePence)}</span>
                      </li>
                    ))}
                  </ul>
                </Section>
              </div>
              {b.additionalInfo && (
                <Section title={b.source === "quote" ? "Note on the quote" : "Additional Information"} rows={false}>
                  <p className="whitespace-pre-wrap text-sm">{b.additionalInfo}</p>
                </Section>
              )}
              <BookingQuestionnaire key={`questionnaire-${b.id}`} bookingId={b.id} />
              <Separator />
              <DialogFooter className="flex-wrap gap-2">
                {canConfirm(b.status) && (
                  <Button onClick={() => askStatusChange(b, "confirmed")}>Confirm Booking</Button>
                )}
                {canComplete(b, londonToday()) && (
                  <Button variant="secondary" onClick={() => askStatusChange(b, "completed")}>
                    Mark Completed
                  </Button>
                )}
                {canReschedule(b) && (
                  <Button variant="outline" onClick={() => setMoveOpen(true)}>
                    Move
                  </Button>
                )}
                {canRefund && (
                  <Button variant="outline" onClick={() => setRefundOpen(true)}>
                    Refund
                  </Button>
                )}
                {canCancel(b) && (
                  <Button variant="destructive" onClick={() => askStatusChange(b, "cancelled")}>
                    Cancel Booking
                  </Button>
                )}
                {isListed(b.status) && <RunSheetLink bookingId={b.id} />}
                <ReviewLinkButton key={b.id} booking={b} />
                <ManageLinkButton key={`link-${b.id}`} booking={b} />
              </DialogFooter>
            </>
          )}
        </DialogContent>
      </Dialog>
      {b && canRefund && (
        <RefundDialog
          key={`${b.id}-${b.refundedPence}-${b.pendingRefundPence}`}
          booking={b}
          open={refundOpen}
          onOpenChange={setRefundOpen}
          onRefunded={(updated) => {
            setRefundOpen(false);
            onChanged(updated);
          }}
        />
      )}
      {b && canReschedule(b) && (
        <MoveBookingDialog key={b.id} booking={b} open={moveOpen} onOpenChange={setMoveOpen} onMoved={onChanged} />
      )}
    </>
  );
}
