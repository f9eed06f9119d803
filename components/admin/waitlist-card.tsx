"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ApiError, api } from "@/lib/api-client";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { WAITLIST_TEXT } from "@/lib/validation/waitlist";
import type { AdminWaitlistEntry } from "@/lib/server/waitlist/admin";
import { toast } from "@/lib/toast";
import { ListCard, ListEntry } from "./list-card";

/** One waiting entry: its window, its offers, and the magician's offer of a time by hand. */
function WaitlistEntryRow({ entry, onOffered }: { entry: AdminWaitlistEntry; onOffered: () => void }) {
  const id = React.useId();
  const [time, setTime] = React.useState(entry.earliestStart);
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const live = entry.offers.find((o) => o.state === "live");

  async function offer() {
    setBusy(true);
    setError(null);
    try {
      await api("offerWaitlistTime", { params: { id: entry.id }, body: { startTime: time } });
      toast.success("Offer sent", `${entry.clientName} has been e-mailed the link.`);
      onOffered();
    } catch (e) {
      setError(e instanceof ApiError || e instanceof Error ? e.message : "Could not send the offer.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <ListEntry
      label={`Waiting: ${entry.clientName}`}
      heading={
        <h3 className="font-medium">
          {formatIsoDateLong(entry.eventDate)} · {entry.clientName}
        </h3>
      }
      details={
        <>
          {entry.earliestStart}–{entry.latestStart} · {entry.clientEmail}
          {entry.guestCount ? ` · ${entry.guestCount} guests` : ""} · {entry.status}
          {entry.offers.map((o) => ` · offered ${o.startTime} (${o.state})`).join("")}
        </>
      }
    >
      {entry.status === "waiting" && !live && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-time`} className="sr-only">
            Start time to offer
          </label>
          <Input
            id={`${id}-time`}
            type="time"
            className="w-32"
            value={time}
            onChange={(e) => setTime(e.target.value)}
          />
          <Button size="sm" disabled={busy} onClick={() => void offer()}>
            {WAITLIST_TEXT.offerByHand}
          </Button>
          {error && <p className="text-sm text-destructive">{error}</p>}
        </div>
      )}
    </ListEntry>
  );
}

/** The waiting lists of the dates to come (GET /api/admin/waitlist), each entry with its offers. */
export function WaitlistCard() {
  const [entries, setEntries] = React.useState<AdminWaitlistEntry[]>([]);
  const [changes, setChanges] = React.useState(0);
  React.useEffect(() => {
    let live = true;
    api("listWaitlist")
      .then((rows) => live && setEntries(rows))
      .catch(() => live && setEntries([]));
    return () => {
      live = false;
    };
  }, [changes]);
  return (
    <ListCard
      title="Waiting list"
      description="People waiting for a time on a fully booked date; freed times are offered in order."
      isEmpty={entries.length === 0}
      emptyText="Nobody is waiting."
    >
      {entries.map((e) => (
        <WaitlistEntryRow key={e.id} entry={e} onOffered={() => setChanges((n) => n + 1)} />
      ))}
    </ListCard>
  );
}
