/**
 * The toast region (sonner's <Toaster>) is not in any page's first scripts: it loads once the
 * browser is idle after hydration, or at once when a toast is shown before then. `toast` (lib/toast)
 * asks for it here; sonner keeps a toast created before the region subscribes and replays it then,
 * so an early toast is shown late rather than lost.
 */
type Listener = () => void;

let demanded = false;
const listeners = new Set<Listener>();

/** Called before every toast: mounts the region now if it has not loaded yet. */
export function demandToaster(): void {
  if (demanded) return;
  demanded = true;
  for (const listener of listeners) listener();
}

/** True once a toast has asked for the region. */
export function toasterDemanded(): boolean {
  return demanded;
}

/** Calls `listener` when a toast first asks for the region; returns the unsubscribe function. */
export function onToasterDemand(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
