import { useEffect, type RefObject } from "react";

import type { Render } from "./load-manage-action";

/** What the visitor did to a LazyManageAction's stand-in, and its code once arrived. */
export interface Pending {
  /** the code is being loaded */
  started: boolean;
  /** loads that failed so far */
  failures: number;
  /** the radio last pressed */
  choice?: string;
  /** the stand-in's data-replay button was pressed */
  replay: boolean;
  /** a pointer is down inside the stand-in */
  pointer: boolean;
  /** the field that had focus when the code arrived */
  editing?: Element;
  /** that field was committed (changed) or left: the swap waits no longer */
  edited: boolean;
  /** the code, arrived and not yet swapped in */
  render?: Render;
}

/**
 * Calls `swap` again when what held it back is over (while `active`): on the release of a pointer
 * (a task later, so the click that follows the release is handled by the stand-in first and counts
 * as a press to replay; for a touch a little later still, as the browser's focus and click of a tap
 * come after its release), and on the native change or the blur of the field being filled in.
 */
export function useDeferredSwap(
  holder: RefObject<HTMLElement | null>,
  pending: RefObject<Pending>,
  swap: () => void,
  active: boolean,
) {
  useEffect(() => {
    const node = holder.current;
    if (!active || !node) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const later = (ms: number) => timers.push(setTimeout(swap, ms));
    const released = (event: PointerEvent) => {
      if (!pending.current.pointer) return;
      pending.current.pointer = false;
      later(event.type === "pointerup" && event.pointerType === "touch" ? TAP_SETTLES_MS : 0);
    };
    const committed = (event: Event) => {
      const p = pending.current;
      if (!p.editing || event.target !== p.editing) return;
      p.edited = true;
      // after a blur, a task later: focus has then moved to where the visitor went
      later(0);
    };
    window.addEventListener("pointerup", released);
    window.addEventListener("pointercancel", released);
    node.addEventListener("change", committed);
    node.addEventListener("focusout", committed);
    return () => {
      window.removeEventListener("pointerup", released);
      window.removeEventListener("pointercancel", released);
      node.removeEventListener("change", committed);
      node.removeEventListener("focusout", committed);
      timers.forEach(clearTimeout);
    };
  }, [holder, pending, swap, active]);
}

/** How long after a touch's release the tap's focus and click have surely been dispatched. */
const TAP_SETTLES_MS = 350;
