"use client";

import * as React from "react";
import { addDays, londonDateTime, londonParts } from "@/lib/domain/dates";
import { api } from "@/lib/api-client";
import type { OutsideEventDto } from "./types";

/** The selected day's events from the magician's own calendars (GET /api/admin/calendars/events). */
export function useOutsideEvents(date: string, changes: number): OutsideEventDto[] {
  const [events, setEvents] = React.useState<OutsideEventDto[]>([]);
  React.useEffect(() => {
    let live = true;
    api("listOutsideEvents", { query: { from: date, to: date } })
      .then((found) => live && setEvents(Array.isArray(found) ? found : []))
      .catch(() => live && setEvents([]));
    return () => {
      live = false;
    };
  }, [date, changes]);
  return events;
}

/** "19:00–21:00", "All day", or with the other day's date when it runs past this one. */
function when(event: OutsideEventDto, date: string): string {
  if (event.allDay) return "All day";
  const start = londonParts(new Date(event.startsAt));
  const end = londonParts(new Date(event.endsAt));
  const hm = (p: { hour: number; minute: number }) =>
    `${String(p.hour).padStart(2, "0")}:${String(p.minute).padStart(2, "0")}`;
  const from = start.date === date ? hm(start) : `${start.date} ${hm(start)}`;
  const endsAtMidnight = new Date(event.endsAt).getTime() === londonDateTime(addDays(date, 1)).getTime();
  const to = end.date === date ? hm(end) : endsAtMidnight ? "24:00" : `${end.date} ${hm(end)}`;
  return `${from}–${to}`;
}

/** Outside events greyed, with their titles: they block times like bookings but are not the site's. */
export function OutsideEvents({ date, events }: { date: string; events: OutsideEventDto[] }) {
  if (events.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label="From your calendars">
      {events.map((event) => (
        <li
          key={event.id}
          className="rounded-md border border-dashed border-border bg-muted/60 px-3 py-2 text-sm text-muted-foreground"
        >
          <div className="flex items-center gap-2">
            <span className="font-medium">{event.title}</span>
            <span className="ml-auto">{when(event, date)}</span>
          </div>
          <p className="text-xs">
            From your {event.source === "google" ? "Google Calendar" : "calendar feed"}
            {event.location ? ` · ${event.location}` : ""}
          </p>
        </li>
      ))}
    </ul>
  );
}
