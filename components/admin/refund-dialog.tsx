"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextareaFormField, TextFormField } from "@/components/ui/text-form-field";
import { refundablePence } from "@/lib/domain/cancellation";
import { formatGBP, penceToDecimalString } from "@/lib/domain/money";
import { BOOKING_ADMIN_TOASTS, refundFormSchema, type RefundForm } from "@/lib/validation/booking";
import { toast } from "@/lib/toast";
import { ACTION_DIALOG } from "./action-dialog";
import { api } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
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
  const refundable = refundablePence(booking.paidPence, booking.refundedPence + booking.pendingRefundPence);
  const form = useForm<RefundForm>({
    resolver: zodResolver(refundFormSchema(refundable)),
    defaultValues: { amount: penceToDecimalString(booking.suggestedRefundPence), reason: "" },
  });

  async function submit({ amount, reason }: RefundForm) {
    try {
      const updated = await api("refundBooking", {
        body: { bookingId: booking.id, amount: Number(amount), reason: reason || undefined },
      });
      // Not "refunded" while the card network has not made it yet.
      toast.success(
        BOOKING_ADMIN_TOASTS.refundProcessed.title,
        updated.pendingRefundPence > booking.pendingRefundPence
          ? `Refund of ${formatGBP(updated.pendingRefundPence)} pending for ${updated.clientName}.`
          : `${formatGBP(updated.refundedPence)} refunded to ${updated.clientName}.`,
      );
      onRefunded(updated);
    } catch (err) {
      toastApiError(err, BOOKING_ADMIN_TOASTS.refundFailed);
    }
  }

  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      open={open}
      onOpenChange={onOpenChange}
      title="Refund booking"
      description={
        <>
          {booking.clientName} paid {formatGBP(booking.paidPence)}. {TIER_TEXT[booking.refundTier]} Suggested refund:{" "}
          {formatGBP(booking.suggestedRefundPence)}.
        </>
      }
      submitLabel="Refund"
      submittingLabel="Processing..."
      {...ACTION_DIALOG}
    >
      <TextFormField form={form} name="amount" label="Refund amount (£)" inputMode="decimal" />
      <TextareaFormField form={form} name="reason" label="Reason (optional)" maxLength={1000} />
    </FormDialog>
  );
}
