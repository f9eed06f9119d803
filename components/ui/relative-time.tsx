"use client";

import { formatDistanceToNow } from "date-fns";

import { useHydrated } from "./use-hydrated";

const ABSOLUTE = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/London",
});

/**
 * "3 minutes ago" for a moment in the past. The server's HTML and the first (hydrating) render give
 * the London date and time, which do not depend on when or where they run; the relative wording
 * follows once the page is live, so server and browser never disagree about "now".
 */
export function RelativeTime({ date, className }: { date: string | Date; className?: string }) {
  const hydrated = useHydrated();
  const moment = new Date(date);
  const absolute = ABSOLUTE.format(moment);
  return (
    <time dateTime={moment.toISOString()} title={absolute} className={className}>
      {hydrated ? formatDistanceToNow(moment, { addSuffix: true }) : absolute}
    </time>
  );
}
