"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import { toast } from "@/lib/toast";
import type { AdminBooking } from "../types";
import { useGoogleChanges } from "./google-changes";

/**
 * "Changed in Google Calendar": the booking's event was moved or deleted in Google. Nothing changes
 * on its own: Apply runs the magician's move or cancel (its rules and e-mails), Restore writes the
 * event back as the booking says. Shows nothing when no change waits.
 */
export function GoogleChangeNotice({
  bookingId,
  onChanged,
}: {
  bookingId: number;
  onChanged: (booking: AdminBooking) => void;
}) {
  const changes = useGoogleChanges(bookingId);
  const [decided, setDecided] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  const change = decided ? undefined : changes.find((c) => c.bookingId === bookingId);
  if (!change) return null;

  async function decide(action: "apply" | "restore") {
    setBusy(true);
    try {
      const params = { id: bookingId };
      if (action === "apply") await api("applyGoogleCalendarChange", { params, body: {} });
      else await api("restoreGoogleCalendarEvent", { params });
      setDecided(true);
      toast.success(
        action === "apply" ? "Change applied" : "Event restored",
        action === "apply" ? "The booking now follows Google Calendar." : "Google Calendar shows the booking again.",
      );
      onChanged((await api("getBooking", { params })) as AdminBooking);
    } catch (error) {
      toastApiError(error, {
        title: action === "apply" ? "Could not apply the change" : "Could not restore the event",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
    >
      <span>
        <span className="font-medium">Changed in Google Calendar</span>: {change.description}
      </span>
      <span className="flex gap-2">
        <Button size="sm" disabled={busy} onClick={() => void decide("apply")}>
          {change.kind === "deleted" ? "Apply (cancel booking)" : "Apply (move booking)"}
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => void decide("restore")}>
          Restore
        </Button>
      </span>
    </div>
  );
}
