"use client";

import { LinkIcon } from "lucide-react";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { isListed } from "@/lib/domain/booking-status";
import { toast } from "@/lib/toast";
import { apiFetch } from "@/lib/api-client/request";
import { toastApiError } from "@/lib/api-client/toast-error";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import type { AdminBooking } from "./types";

export const MANAGE_LINK_TOASTS = {
  sent: {
    title: "New booking link sent",
    description: "The customer has been e-mailed it; earlier links no longer work.",
  },
  failed: { title: "Could not send a new link", description: "Please try again in a moment." },
} as const;

/**
 * "Send a new booking link" in the booking's details dialog: when a customer's link reached someone
 * it should not have, the magician replaces it. Every link sent before stops working, and the
 * customer is e-mailed the new one, so it asks first.
 */
export function ManageLinkButton({ booking }: { booking: AdminBooking }) {
  const [open, setOpen] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  const opener = React.useRef<HTMLButtonElement>(null);
  if (!isListed(booking.status)) return null;

  async function send() {
    setBusy(true);
    try {
      await apiFetch<{ manageUrl: string }>(`/api/bookings/${booking.id}/manage-link`, { method: "POST" });
      toast.success(MANAGE_LINK_TOASTS.sent.title, MANAGE_LINK_TOASTS.sent.description);
      setOpen(false);
    } catch (error) {
      toastApiError(error, MANAGE_LINK_TOASTS.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button ref={opener} variant="outline" size="sm" disabled={busy} onClick={() => setOpen(true)}>
        <LinkIcon aria-hidden="true" /> Send a new booking link
      </Button>
      <ConfirmDialog
        open={open}
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={() => void send()}
        title="Send a new booking link?"
        description={`${booking.clientName} is e-mailed a new link to their booking page. The links sent before stop working at once.`}
        cancelLabel="Keep the current link"
        confirmLabel="Send new link"
        returnFocus={opener}
      />
    </>
  );
}
