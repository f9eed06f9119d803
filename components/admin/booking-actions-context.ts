"use client";

import * as React from "react";
import {
  canCancel as statusAllowsCancel,
  canConfirm as statusAllowsConfirm,
  type BookingStatus,
} from "@/lib/domain/booking-status";
import type { AdminBooking } from "./types";

// What the booking lists and the details dialog ask of <BookingActionsProvider> (booking-actions.tsx),
// kept apart from the provider so the dialog it renders can use them without importing it back.

export type Settable = Extract<BookingStatus, "confirmed" | "cancelled" | "completed">;

export interface BookingActions {
  /** Opens the confirmation dialog; the change is made only after 'Yes'. */
  askStatusChange: (booking: AdminBooking, status: Settable) => void;
  openDetails: (booking: AdminBooking) => void;
  /** Bumped after every change made from here: lists that fetch their own page read it again. */
  changes: number;
}

export const BookingActionsContext = React.createContext<BookingActions | null>(null);

export function useBookingActions(): BookingActions {
  const value = React.useContext(BookingActionsContext);
  if (!value) throw new Error("useBookingActions needs <BookingActionsProvider>");
  return value;
}

/** List rules: Confirm and Cancel are offered only where the server accepts them (lib/domain/booking-status). */
export function canConfirm(b: Pick<AdminBooking, "status">): boolean {
  return statusAllowsConfirm(b.status);
}
export function canCancel(b: Pick<AdminBooking, "status" | "paymentStatus">): boolean {
  return statusAllowsCancel(b);
}
