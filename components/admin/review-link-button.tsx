"use client";

import { CopyIcon } from "lucide-react";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { canBeReviewed } from "@/lib/domain/reviews";
import { toast } from "@/lib/toast";
import { REVIEW_TOASTS } from "@/lib/validation/reviews";
import { api } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import type { AdminBooking } from "./types";

/**
 * "Copy review link" in the booking's details dialog: for a confirmed or completed booking whose
 * event is over, the one-time review link to send by hand (the customer also gets it by e-mail the
 * day after). Where the browser refuses the clipboard, the link is shown to copy by hand.
 */
export function ReviewLinkButton({ booking }: { booking: AdminBooking }) {
  const [busy, setBusy] = React.useState(false);
  const [shown, setShown] = React.useState<string | null>(null);
  if (!canBeReviewed(booking)) return null;

  async function copy() {
    setBusy(true);
    try {
      const { url } = await api("getReviewLink", { params: { id: booking.id } });
      try {
        await navigator.clipboard.writeText(url);
        toast.success(REVIEW_TOASTS.linkCopied.title, REVIEW_TOASTS.linkCopied.description);
        setShown(null);
      } catch {
        setShown(url);
      }
    } catch (error) {
      toastApiError(error, REVIEW_TOASTS.linkFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="outline" size="sm" disabled={busy} onClick={() => void copy()}>
        <CopyIcon aria-hidden="true" /> Copy review link
      </Button>
      {shown && (
        <div className="basis-full space-y-1">
          <label htmlFor={`review-link-${booking.id}`} className="text-sm text-muted-foreground">
            Copy this review link (it works once):
          </label>
          <Input
            id={`review-link-${booking.id}`}
            readOnly
            value={shown}
            onFocus={(e) => e.currentTarget.select()}
            autoFocus
          />
        </div>
      )}
    </>
  );
}
