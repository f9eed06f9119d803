"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import { formatGBP } from "@/lib/domain/money";
import { toast } from "@/lib/toast";
import type { AdminBooking } from "./types";

/**
 * A booking's refunds that have not simply gone back: one still pending at the card network
 * (the money is on its way), and each one that failed, with the provider's reason and a button
 * that asks for it again (POST /api/bookings/{id}/refund-retry).
 */
export function RefundStates({
  booking,
  onChanged,
}: {
  booking: Pick<AdminBooking, "id" | "pendingRefundPence" | "failedRefunds">;
  onChanged: (booking: AdminBooking) => void;
}) {
  const [retrying, setRetrying] = React.useState<string | null>(null);
  if (booking.pendingRefundPence <= 0 && booking.failedRefunds.length === 0) return null;

  async function retry(refundId: string) {
    setRetrying(refundId);
    try {
      const updated = await api("retryRefund", { params: { id: booking.id }, body: { refundId } });
      toast.success("Refund asked for again", "The card network has the new refund.");
      onChanged(updated);
    } catch (err) {
      toastApiError(err, { title: "Refund Failed", description: "Failed to process refund. Please try again." });
    } finally {
      setRetrying(null);
    }
  }

  return (
    <div className="space-y-2">
      {booking.pendingRefundPence > 0 && (
        <p role="status" className="rounded-md border p-3 text-sm">
          Refund of {formatGBP(booking.pendingRefundPence)} pending
        </p>
      )}
      {booking.failedRefunds.map((refund) => (
        <div
          key={refund.refundId}
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          <span>
            Refund of {formatGBP(refund.amountPence)} failed: {refund.reason}
          </span>
          <Button variant="outline" size="sm" disabled={retrying !== null} onClick={() => void retry(refund.refundId)}>
            {retrying === refund.refundId ? "Retrying..." : "Retry refund"}
          </Button>
        </div>
      ))}
    </div>
  );
}
