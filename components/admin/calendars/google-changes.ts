"use client";

import * as React from "react";
import { apiFetch } from "@/lib/api-client/request";

export const GOOGLE_CHANGES_PATH = "/api/admin/calendars/google/changes";

export interface GoogleChange {
  bookingId: number;
  kind: "moved" | "deleted";
  startsAt: string | null;
  endsAt: string | null;
  /** "Moved to Sat 12 Dec 20:00–21:00" or "Deleted" */
  description: string;
}

/**
 * The bookings whose Google Calendar event was changed there and wait for the magician, loaded once
 * per `refresh` value. A failure leaves the list empty: the marker is extra, never in the way.
 */
export function useGoogleChanges(refresh: unknown = null): GoogleChange[] {
  const [changes, setChanges] = React.useState<GoogleChange[]>([]);
  React.useEffect(() => {
    let current = true;
    apiFetch<{ changes: GoogleChange[] }>(GOOGLE_CHANGES_PATH)
      .then((answer) => current && setChanges(answer.changes))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [refresh]);
  return changes;
}
