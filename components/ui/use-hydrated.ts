import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React owns the page. Forms mark
 * themselves `data-hydrated` with it, so a test (or a script) knows when typing is kept: text typed
 * into server-rendered inputs before hydration is reset by the form's first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
