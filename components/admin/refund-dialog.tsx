"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
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
import { Textarea } from "@/components/ui/textarea";
import { refundAmountProblem, refundablePence } from "@/lib/domain/cancellation";
import { formatGBP, penceToDecimalString, poundsToPence } from "@/lib/domain/money";
import { BOOKING_ADMIN_TOASTS } from "@/lib/validation/booking";
import { toast } from "@/lib/toast";
import { api, toastApiError } from "./api";
import type { AdminBooking } from "./types";

const TIER_TEXT: Record<AdminBooking["refundTier"], string> = {
  "full-minus-deposit": "More than 30 days before the event: full refund minus the deposit.",
  half: "14 to 30 days before the event: 50% refund.",
  none: "Less than 14 days before the event: no refund is due under the terms.",
};

/** A refund of part or all of what was paid (POST /api/refund-booking), the tier's amount suggested. */
export function RefundDialog({
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
