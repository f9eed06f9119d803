"use client";

import * as React from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import {
  MoveRefused,
  type NewTime,
  RescheduleBooking,
  type RescheduleTexts,
} from "@/components/shared/reschedule-booking";
import { formatIsoDateLong, londonToday } from "@/lib/domain/dates";
import { ApiError, apiFetch } from "@/lib/api-client/request";
import type { AdminBooking } from "./types";

const TEXTS: RescheduleTexts = {
  confirmTitle: (when) => (when ? `Move this booking to ${when}?` : "Move this booking?"),
  description: "The price does not change. The customer is e-mailed the new time with an updated calendar event.",
  cancelLabel: "Go back",
  confirmLabel: "Move booking",
  movedTitle: "Booking moved",
  failedTitle: "Could not move the booking",
};

/**
 * The admin API's refusal as the picker's: with a description the server's `error` is the title
 * (as toastApiError shows it). A network failure (status 0) stays an ordinary error: "offline".
 */
async function refusedAs<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) {
      throw error.description
        ? new MoveRefused(error.status, error.description, error.message)
        : new MoveRefused(error.status, error.message);
    }
    throw error;
  }
}

/** The magician's "Move this booking": any free slot from today, without the customer's limits. */
export function MoveBookingDialog({
  booking,
  open,
  onOpenChange,
  onMoved,
}: {
  booking: AdminBooking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** after the move, with the booking as the server now has it (the dialog has closed) */
  onMoved: (booking: AdminBooking) => void;
}) {
  const base = `/api/bookings/${booking.id}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Move this booking</DialogTitle>
          <DialogDescription>
            {booking.clientName}&apos;s booking is on {formatIsoDateLong(booking.eventDate)} at {booking.startTime}.
            Choose a new date and arrival time.
          </DialogDescription>
        </DialogHeader>
        <RescheduleBooking<AdminBooking>
          minDate={londonToday()}
          texts={TEXTS}
          loadTimes={(date) =>
            refusedAs(apiFetch<{ times: unknown; status?: unknown }>(`${base}/times?date=${encodeURIComponent(date)}`))
          }
          submit={(choice: NewTime) => refusedAs(apiFetch<AdminBooking>(`${base}/reschedule`, { body: choice }))}
          onMoved={(updated) => {
            onOpenChange(false);
            onMoved(updated);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
