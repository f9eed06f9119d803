"use client";

import { useRouter } from "next/navigation";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { Label } from "@/components/ui/label";
import { useHydrated } from "@/components/ui/use-hydrated";
import { ApiError, api, stringField } from "@/lib/api-client";
import { formatGBP } from "@/lib/domain/money";
import { toast } from "@/lib/toast";
import { ConfirmDialog } from "@/components/shared/lazy-confirm-dialog";

export interface CancelBookingProps {
  token: string;
  refundPence: number;
  /** the reason typed into the page's stand-in before this code loaded */
  initialReason?: string;
  /** "Cancel booking" was pressed on the stand-in: open the confirmation at once */
  openOnMount?: boolean;
}

/** The customer's "Cancel booking", with what they get back spelled out before they confirm. */
export function CancelBooking({ token, refundPence, initialReason = "", openOnMount = false }: CancelBookingProps) {
  const router = useRouter();
  const [open, setOpen] = React.useState(openOnMount);
  // the dialog's code loads when it first opens; it stays mounted after, so closing it can animate
  const [opened, setOpened] = React.useState(openOnMount);
  const [busy, setBusy] = React.useState(false);
  const [reason, setReason] = React.useState(initialReason);
  const hydrated = useHydrated();
  const opener = React.useRef<HTMLButtonElement>(null);
  const consequence =
    refundPence > 0
      ? `You will be refunded ${formatGBP(refundPence)}.`
      : "Under the cancellation terms no refund is due.";

  async function cancel() {
    setBusy(true);
    try {
      await api("cancelManagedBooking", { params: { token }, body: { reason: reason.trim() || undefined } });
      toast.success("Booking cancelled", consequence);
      setOpen(false);
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.status > 0)
        toast.error("Could not cancel", stringField(error.body, "error") ?? "Please try again in a moment.");
      else toast.error("Could not cancel", "Please check your connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-3">
      <Label htmlFor="cancel-reason">Reason (optional)</Label>
      <Textarea
        id="cancel-reason"
        value={reason}
        maxLength={1000}
        onChange={(event) => setReason(event.target.value)}
        placeholder="Anything the magician should know"
      />
      <Button
        ref={opener}
        variant="destructive"
        className="w-fit"
        data-hydrated={hydrated || undefined}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Cancel booking
      </Button>
      {opened && (
        <ConfirmDialog
          open={open}
          busy={busy}
          onCancel={() => setOpen(false)}
          onConfirm={() => void cancel()}
          title="Cancel this booking?"
          description={consequence}
          cancelLabel="Keep my booking"
          confirmLabel="Yes, cancel booking"
          returnFocus={opener}
        />
      )}
    </div>
  );
}
