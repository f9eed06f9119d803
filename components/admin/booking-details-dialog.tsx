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
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Separator } from "@/components/ui/separator";
import { Textarea } from "@/components/ui/textarea";
import {
  owedPence,
  canCancel,
  canComplete,
  canConfirm,
  canRefund as statusAllowsRefund,
  canReschedule,
  paymentTypeLabel,
} from "@/lib/domain/booking-status";
import { refundAmountProblem, refundablePence } from "@/lib/domain/cancellation";
import { formatAddress } from "@/lib/domain/dashboard";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { formatGBP, penceToDecimalString, poundsToPence } from "@/lib/domain/money";
import { BOOKING_ADMIN_TOASTS } from "@/lib/validation/booking";
import { toast } from "@/lib/toast";
import { api, toastApiError } from "./api";
import { useBookingActions } from "./booking-actions";
import { MoveBookingDialog } from "./move-booking-dialog";
import { ReviewLinkButton } from "./review-link-button";
import { StatusBadge } from "./status-badge";
import type { AdminBooking } from "./types";

const TIER_TEXT: Record<AdminBooking["refundTier"], string> = {
  "full-minus-deposit": "More than 30 days before the event: full refund minus the deposit.",
  half: "14 to 30 days before the event: 50% refund.",
  none: "Less than 14 days before the event: no refund is due under the terms.",
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
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
  const refundable = b ? refundablePence(b.paidPence, b.refundedPence) : 0;
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
                  {b.source === "lead" ? "from a lead" : b.source === "bar-service" ? "bar service" : "online booking"}
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
                  {b.disputeReason ? ` (reason: ${b.disputeReason})` : ""}. Answer it in the Stripe dashboard.
                </p>
              )}
              <div className="grid gap-5 md:grid-cols-2">
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
                  <Row label="Parking">{b.parkingAvailable ? "Available" : "Not available"}</Row>
                </Section>
                <Section title="Selected Services" rows={false}>
                  {b.services.length === 0 && <p className="text-sm text-muted-foreground">No services recorded.</p>}
                  <ul className="space-y-1 text-sm">
                    {b.services.map((s, i) => (
                      <li key={`${s.id}-${i}`} className="flex justify-between gap-4">
                        <span>{s.title}</span>
                        <span>{formatGBP(s.pricePence)}</span>
                      </li>
                    ))}
                  </ul>
                </Section>
              </div>
              {b.additionalInfo && (
                <Section title="Additional Information" rows={false}>
                  <p className="whitespace-pre-wrap text-sm">{b.additionalInfo}</p>
                </Section>
              )}
              <Separator />
              <DialogFooter className="flex-wrap gap-2">
                {canConfirm(b.status) && (
                  <Button onClick={() => askStatusChange(b, "confirmed")}>Confirm Booking</Button>
                )}
                {canComplete(b) && (
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
                <ReviewLinkButton key={b.id} booking={b} />
              </DialogFooter>
            </>
          )}
        </DialogContent>
      </Dialog>
      {b && canRefund && (
        <RefundDialog
          key={`${b.id}-${b.refundedPence}`}
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

function RefundDialog({
  booking,
  open,
  onOpenChange,
  onRefunded,
}: {
  booking: AdminBooking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRefunded: (booking: AdminBooking) => void;
}) {
  const refundable = refundablePence(booking.paidPence, booking.refundedPence);
  const [amount, setAmount] = React.useState(penceToDecimalString(booking.suggestedRefundPence));
  const [reason, setReason] = React.useState("");
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const value = Number(amount);
    const problem = refundAmountProblem(Number.isFinite(value) ? poundsToPence(value) : Number.NaN, refundable);
    if (problem) return setError(problem);
    setError(null);
    setBusy(true);
    try {
      const updated = await api<AdminBooking>("/api/refund-booking", {
        body: { bookingId: booking.id, amount: value, reason: reason || undefined },
      });
      toast.success(
        BOOKING_ADMIN_TOASTS.refundProcessed.title,
        `${formatGBP(updated.refundedPence)} refunded to ${updated.clientName}.`,
      );
      onRefunded(updated);
    } catch (err) {
      toastApiError(err, BOOKING_ADMIN_TOASTS.refundFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Refund booking</DialogTitle>
          <DialogDescription>
            {booking.clientName} paid {formatGBP(booking.paidPence)}. {TIER_TEXT[booking.refundTier]} Suggested refund:{" "}
            {formatGBP(booking.suggestedRefundPence)}.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="space-y-1.5">
            <Label htmlFor="refund-amount">Refund amount (£)</Label>
            <Input
              id="refund-amount"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={!!error}
              aria-describedby={error ? "refund-amount-error" : undefined}
            />
            {error && (
              <p id="refund-amount-error" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="refund-reason">Reason (optional)</Label>
            <Textarea id="refund-reason" value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              Close
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Processing..." : "Refund"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
