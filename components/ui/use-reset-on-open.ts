import { useEffect, useRef } from "react";

/**
 * Calls `reset` when a dialog opens (closed → open) and never while it stays open. A form dialog
 * fills itself from its parent's data on opening; resetting on every change of that data instead
 * would throw away what the user is typing whenever the page refreshes it meanwhile (a save's
 * router.refresh, a late navigation answer, a poll).
 */
export function useResetOnOpen(open: boolean, reset: () => void): void {
  const latest = useRef(reset);
  const wasOpen = useRef(false);
  useEffect(() => {
    latest.current = reset;
  });
  useEffect(() => {
    if (open && !wasOpen.current) latest.current();
    wasOpen.current = open;
  }, [open]);
}
