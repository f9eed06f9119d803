"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import * as React from "react";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { formatGBP, penceToPounds } from "@/lib/domain/money";
import { BOOKING_ADMIN_TOASTS } from "@/lib/validation/booking-admin-toasts";
import { toast } from "@/lib/toast";
import { apiFetch } from "@/lib/api-client/request";
import { toastApiError } from "@/lib/api-client/toast-error";
import { BookingActionsContext, type BookingActions, type Settable } from "./booking-actions-context";
import type { AdminBooking } from "./types";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";

/** The details dialog (refund, move, review link) loads when a booking is first opened. */
const BookingDetailsDialog = dynamic(() => import("./booking-details-dialog").then((m) => m.BookingDetailsDialog), {
  ssr: false,
});

const ACTION_LABEL: Record<Settable, string> = {
  confirmed: "Yes, confirm booking",
  cancelled: "Yes, cancel booking",
  completed: "Yes, mark completed",
};

/** Holds the status-change confirmation and the booking details dialog for every list on the page. */
export function BookingActionsProvider({
  bookings,
  children,
}: {
  bookings: AdminBooking[];
  children: React.ReactNode;
}) {
  const router = useRouter();
  const [pending, setPending] = React.useState<{ booking: AdminBooking; status: Settable } | null>(null);
  const [busy, setBusy] = React.useState(false);
  // When the magician cancels, the customer did nothing wrong: everything paid goes back unless unticked.
  const [refundAll, setRefundAll] = React.useState(true);
  const offerRefund =
    pending?.status === "cancelled" && pending.booking.hasCardPayment && pending.booking.cancelRefundPence > 0;
  const [detailsId, setDetailsId] = React.useState<number | null>(null);
  const [detailsFallback, setDetailsFallback] = React.useState<AdminBooking | null>(null);
  // stays mounted once opened, so closing it can animate
  const [detailsOpened, setDetailsOpened] = React.useState(false);
  const [changes, setChanges] = React.useState(0);

  // After router.refresh() the page's props carry the fresh booking.
  const details = detailsId === null ? null : (bookings.find((b) => b.id === detailsId) ?? detailsFallback);

  const actions = React.useMemo<BookingActions>(
    () => ({
      askStatusChange: (booking, status) => {
        setRefundAll(true);
        setPending({ booking, status });
      },
      openDetails: (booking) => {
        setDetailsFallback(booking);
        setDetailsId(booking.id);
        setDetailsOpened(true);
      },
      changes,
    }),
    [changes],
  );

  async function applyStatus() {
    if (!pending) return;
    setBusy(true);
    try {
      const updated = await apiFetch<AdminBooking>(`/api/bookings/${pending.booking.id}/status`, {
        method: "PUT",
        body: {
          status: pending.status,
          ...(offerRefund && refundAll ? { refundAmount: penceToPounds(pending.booking.cancelRefundPence) } : {}),
        },
      });
      toast.success(BOOKING_ADMIN_TOASTS.updated.title, `${updated.clientName}'s booking is now ${updated.status}.`);
      if (detailsId === updated.id) setDetailsFallback(updated);
      setPending(null);
      setChanges((n) => n + 1);
      router.refresh();
    } catch (error) {
      toastApiError(error, BOOKING_ADMIN_TOASTS.updateFailed);
      setPending(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <BookingActionsContext.Provider value={actions}>
      {children}
      {detailsOpened && (
        <BookingDetailsDialog
          booking={details}
          onOpenChange={(open) => {
            if (!open) setDetailsId(null);
          }}
          onChanged={(b) => {
            setDetailsFallback(b);
            setChanges((n) => n + 1);
            router.refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void applyStatus()}
        title="Confirm status change"
        description={
          pending &&
          `Mark the booking of ${pending.booking.clientName} on ${formatIsoDateLong(pending.booking.eventDate)} as ${pending.status}?`
        }
        cancelLabel="Go back"
        confirmLabel={pending ? ACTION_LABEL[pending.status] : "Yes"}
      >
        {offerRefund && pending && (
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1"
              checked={refundAll}
              disabled={busy}
              onChange={(event) => setRefundAll(event.target.checked)}
            />
            <span>
              Refund everything paid ({formatGBP(pending.booking.cancelRefundPence)}) to {pending.booking.clientName}
              &apos;s card. The customer is e-mailed either way.
            </span>
          </label>
        )}
      </ConfirmDialog>
    </BookingActionsContext.Provider>
  );
}
