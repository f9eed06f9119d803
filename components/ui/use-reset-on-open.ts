import { useEffect, useRef } from "react";

/**
 * Calls `reset` when a dialog opens (closed → open), or when, while open, it is switched to another
 * item (`item`: the id of what it edits, e.g. a record's id or "new"), and never otherwise. A form
 * dialog fills itself from its parent's data on opening; resetting on every change of that data
 * instead (an effect keyed on the item object) would throw away what the user is typing whenever the
 * page hands it a new object holding the same item (a save's router.refresh, a late navigation
 * answer, a poll). Hence an id, not the object: equal ids mean the same item, however it was fetched.
 */
export function useResetOnOpen(open: boolean, reset: () => void, item?: string | number): void {
  const latest = useRef(reset);
  const wasOpen = useRef(false);
  const lastItem = useRef(item);
  useEffect(() => {
    latest.current = reset;
  });
  useEffect(() => {
    if (open && (!wasOpen.current || item !== lastItem.current)) latest.current();
    wasOpen.current = open;
    lastItem.current = item;
  }, [open, item]);
}
