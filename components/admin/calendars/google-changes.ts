"use client";

import * as React from "react";
import { api, type Answer } from "@/lib/api-client";

export type GoogleChange = Answer<"listGoogleCalendarChanges">["changes"][number];

/**
 * The bookings whose Google Calendar event was changed there and wait for the magician, loaded once
 * per `refresh` value. A failure leaves the list empty: the marker is extra, never in the way.
 */
export function useGoogleChanges(refresh: unknown = null): GoogleChange[] {
  const [changes, setChanges] = React.useState<GoogleChange[]>([]);
  React.useEffect(() => {
    let current = true;
    api("listGoogleCalendarChanges")
      .then((answer) => current && setChanges(answer.changes))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [refresh]);
  return changes;
}
