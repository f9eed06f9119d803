"use client";

import { CalendarDaysIcon, ClockIcon, UsersIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { BAR_DASHBOARD_POLL_MS } from "@/lib/domain/constants";
import { toVenueEvent, type VenueEvent, type VenueEventRow } from "@/lib/domain/dashboard";
import { formatIsoDateLong, londonToday } from "@/lib/domain/dates";
import { cn } from "@/lib/utils";
import { apiPath } from "@/lib/api-client";
import { apiFetch } from "@/lib/api-client/request";
import { paymentStatusColour, STATUS_COLOUR_CLASSES } from "./status";

export type UpcomingEvent = VenueEvent;

const LABELS: Record<string, string> = {
  completed: "Paid",
  pending: "Pending",
  cancelled: "Cancelled",
  confirmed: "Confirmed",
  refunded: "Refunded",
};

/**
 * Bookings as GET /api/bookings answers a bar client (own venue only, no e-mail or phone), from
 * today (London) on, soonest first, in the list's shape.
 */
export function toUpcomingEvents(bookings: VenueEventRow[], today: string): UpcomingEvent[] {
  return bookings
    .filter((b) => b.eventDate >= today)
    .sort(soonestFirst)
    .map(toVenueEvent);
}

function soonestFirst(a: { eventDate: string; startTime: string }, b: { eventDate: string; startTime: string }) {
  return a.eventDate === b.eventDate ? a.startTime.localeCompare(b.startTime) : a.eventDate.localeCompare(b.eventDate);
}

/**
 * The list after a poll: rows that changed replace (or join) the ones shown, past events leave, and
 * the order is soonest first again.
 */
export function mergeUpcomingEvents(
  current: UpcomingEvent[],
  changed: VenueEventRow[],
  today: string,
): UpcomingEvent[] {
  const byId = new Map(current.map((event) => [event.id, event]));
  for (const row of changed) byId.set(row.id, toVenueEvent(row));
  return [...byId.values()].filter((event) => event.eventDate >= today).sort(soonestFirst);
}

type PolledRow = VenueEventRow & { updatedAt?: string };

const latest = (rows: PolledRow[], since: string | null) =>
  rows.reduce<string | null>(
    (max, row) => (row.updatedAt && (!max || row.updatedAt > max) ? row.updatedAt : max),
    since,
  );

/**
 * Events at this venue from today (London) on: first rendered from the server's read, then
 * refreshed every 30 seconds. The first poll reads the upcoming events (GET /api/bookings?from=
 * <today>); later polls ask only for what changed since the latest change seen
 * (?updatedSince=<its updatedAt>, the server's own clock) and merge it. The server limits both to
 * this bar's own bookings without client e-mails or phones.
 */
export function UpcomingEvents({ barName, initialEvents }: { barName: string; initialEvents: UpcomingEvent[] }) {
  const [events, setEvents] = useState(initialEvents);

  useEffect(() => setEvents(initialEvents), [initialEvents]);

  useEffect(() => {
    let controller: AbortController | undefined;
    let since: string | null = null;
    const refresh = async () => {
      controller?.abort();
      controller = new AbortController();
      try {
        const today = londonToday();
        if (since === null) {
          const first = apiPath("listBookings", { query: { from: today, sort: "eventDate", limit: 500 } });
          const rows = await apiFetch<PolledRow[]>(first, { signal: controller.signal });
          since = latest(rows, null);
          setEvents(toUpcomingEvents(rows, today));
        } else {
          const changed = apiPath("listBookings", { query: { updatedSince: since, limit: 500 } });
          const rows = await apiFetch<PolledRow[]>(changed, { signal: controller.signal });
          since = latest(rows, since);
          setEvents((current) => mergeUpcomingEvents(current, rows, today));
        }
      } catch {
        // keep the last list; the next poll tries again
      }
    };
    const timer = window.setInterval(refresh, BAR_DASHBOARD_POLL_MS);
    return () => {
      window.clearInterval(timer);
      controller?.abort();
    };
  }, []);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDaysIcon className="size-5 text-primary" aria-hidden="true" />
          Upcoming Events
        </CardTitle>
        <CardDescription>Magic bookings at {barName}</CardDescription>
      </CardHeader>
      <CardContent>
        {events.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">No upcoming events scheduled for {barName}</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Upcoming events">
            {events.map((event) => {
              const colour = STATUS_COLOUR_CLASSES[paymentStatusColour(event.paymentStatus)];
              return (
                <li key={event.id} className="rounded-lg border bg-background/40 p-4" data-testid="bar-event">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <p className="font-medium">
                        {event.services.length > 0 ? event.services.join(", ") : event.eventType}
                      </p>
                      <p className="text-sm text-muted-foreground">{event.clientName}</p>
                    </div>
                    <span
                      className={cn(
                        "inline-flex items-center gap-1.5 rounded-md border px-2 py-0.5 text-xs font-medium",
                        colour.badge,
                      )}
                      data-colour={paymentStatusColour(event.paymentStatus)}
                    >
                      <span className={cn("size-2 rounded-full", colour.dot)} aria-hidden="true" />
                      {LABELS[event.paymentStatus] ?? event.paymentStatus}
                    </span>
                  </div>
                  <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                    <span className="inline-flex items-center gap-1">
                      <CalendarDaysIcon className="size-4" aria-hidden="true" />
                      {formatIsoDateLong(event.eventDate)}
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <ClockIcon className="size-4" aria-hidden="true" />
                      {event.startTime}–{event.endTime}
                    </span>
                    {event.guestCount > 0 && (
                      <span className="inline-flex items-center gap-1">
                        <UsersIcon className="size-4" aria-hidden="true" />
                        {event.guestCount} guests
                      </span>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
