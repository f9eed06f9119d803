"use client";

import * as React from "react";
import { apiFetch } from "@/lib/api-client/request";
import { apiPath } from "@/lib/api-client";
import type { QuoteDto } from "@/lib/server/quotes/record";
import { QuoteHoldBadge } from "./quote-status-badge";

/**
 * The quotes holding the selected day, pencilled in the calendar's day view with their rank
 * ("Held (1st)", "Held (2nd)"): not bookings yet, but the public cannot take the first one's time.
 */
export function DayHoldsPanel({ date, changes }: { date: string; changes: number }) {
  const [holds, setHolds] = React.useState<QuoteDto[]>([]);
  React.useEffect(() => {
    let live = true;
    apiFetch<QuoteDto[]>(apiPath("listQuotes", { query: { status: "sent" } }))
      .then((quotes) => live && setHolds(quotes.filter((q) => q.hold && q.eventDate === date)))
      .catch(() => live && setHolds([]));
    return () => {
      live = false;
    };
  }, [date, changes]);
  if (holds.length === 0) return null;
  const sorted = [...holds].sort((a, b) => a.startTime.localeCompare(b.startTime) || a.hold!.rank - b.hold!.rank);
  return (
    <div>
      <h3 className="mb-2 text-sm font-medium">Pencilled holds</h3>
      <ul className="space-y-1" aria-label="Pencilled holds">
        {sorted.map((q) => (
          <li
            key={q.id}
            className="flex items-center justify-between gap-2 rounded-md border border-dashed border-border px-2 py-1 text-sm italic text-muted-foreground"
          >
            <span>
              {q.startTime} · {q.clientName} (Q-{q.id})
            </span>
            <QuoteHoldBadge hold={q.hold} />
          </li>
        ))}
      </ul>
    </div>
  );
}
