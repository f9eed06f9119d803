/** How an event type reads everywhere (lists, dialogs, calendar, e-mails, the booking page): one map. */
import { EVENT_TYPE_LABELS } from "./constants";

/** "Wedding", "Birthday Party"; a stored value outside the list (e.g. "Bar Booking") reads as itself. */
export function eventTypeLabel(value: string): string {
  return (EVENT_TYPE_LABELS as Record<string, string>)[value] ?? value;
}
