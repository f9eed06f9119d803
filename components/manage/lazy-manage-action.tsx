"use client";

import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";

import { useHydrated } from "@/components/ui/use-hydrated";

import { loadAction, type Carried, type ManageAction, type Render } from "./load-manage-action";
import { useDeferredSwap, type Pending } from "./use-deferred-swap";

export type { ManageAction };

const FOCUSABLE = "button, input:not([aria-hidden]), textarea";

interface Loaded {
  render: Render;
  carried: Carried;
  /** the index among FOCUSABLE of the stand-in's focused element, or -1 */
  focus: number;
  /** the focused textarea's selection */
  selection: [number, number] | null;
}

/**
 * One action of the customer's booking page (Pay, Move, Cancel): shows its server-rendered stand-in
 * (components/manage/action-stand-ins.tsx, the same markup) and swaps in the interactive component
 * when the visitor first points at, touches or focuses it. What was typed or chosen meanwhile is
 * carried over, the focused field keeps focus, and a press of the stand-in's main button is replayed.
 * Marked data-hydrated once hydrated.
 */
export function LazyManageAction({ action, standIn }: { action: ManageAction; standIn: ReactNode }) {
  const holder = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  // What the visitor did to the stand-in so far, and the code once it has arrived (read at the swap).
  const pending = useRef<Pending>({ started: false, failures: 0, replay: false, pointer: false, edited: false });
  const kind = action.kind;

  // Swaps the real component in, unless that would take something from under the visitor: a press
  // in progress (its release would land on the new button and no click would follow) or a field
  // being filled in (the caret, an IME composition or a date picker's choice would be lost).
  const swap = useCallback(() => {
    const p = pending.current;
    const node = holder.current;
    if (!p.render || !node || p.pointer) return;
    const field = node.querySelector<HTMLInputElement | HTMLTextAreaElement>("textarea, input:not([aria-hidden])");
    const active = document.activeElement;
    // A date field holds a value only once a whole valid date is in it: nothing is left to lose.
    const complete = field instanceof HTMLInputElement && field.type === "date" && field.value !== "";
    if (field && active === field && !p.edited && !complete) {
      p.editing = field;
      return;
    }
    const focus = [...node.querySelectorAll(FOCUSABLE)].indexOf(active as Element);
    const selection: [number, number] | null =
      active instanceof HTMLTextAreaElement ? [active.selectionStart, active.selectionEnd] : null;
    const { render, choice, replay } = p;
    p.render = undefined;
    setLoaded({ render, carried: { text: field?.value ?? "", choice, replay }, focus, selection });
  }, []);

  const load = useCallback(() => {
    const p = pending.current;
    if (p.started) return;
    p.started = true;
    loadAction(kind).then(
      (render) => {
        p.render = render;
        swap();
      },
      () => {
        // Offline, or a deploy removed this chunk: the next hover or press tries again. A press
        // that could not be carried out, or a second failure, is told (no toast: its code is not
        // loaded here either).
        p.started = false;
        p.failures += 1;
        if (p.replay || p.failures > 1) setFailed(true);
        p.replay = false;
      },
    );
  }, [kind, swap]);

  const onPointerDown = () => {
    pending.current.pointer = true;
    load();
  };

  // A key press on a button is a press too: Space clicks on its release, which must find the same
  // button (swapped for the real one in between, no click would follow).
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.key === " " || event.key === "Enter") && event.target instanceof HTMLButtonElement) {
      pending.current.pointer = true;
      load();
    }
  };

  const onKeyUp = () => {
    if (!pending.current.pointer) return;
    pending.current.pointer = false;
    setTimeout(swap, 0);
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const choice = target?.closest<HTMLButtonElement>("[role=radio]")?.value;
    const replay = Boolean(target?.closest("[data-replay]"));
    if (choice) pending.current.choice = choice;
    if (replay) pending.current.replay = true;
    // The code may have arrived already, with the swap not yet rendered: the press still counts.
    if (choice || replay)
      setLoaded(
        (current) =>
          current && {
            ...current,
            carried: {
              ...current.carried,
              choice: choice ?? current.carried.choice,
              replay: replay || current.carried.replay,
            },
          },
      );
    // A click ends the press even if its pointerup was missed (made while the page was hydrating).
    if (pending.current.pointer) {
      pending.current.pointer = false;
      setTimeout(swap, 0);
    }
    load();
  };

  useDeferredSwap(holder, pending, swap, !loaded);

  // A field filled in before the page was hydrated keeps its value (it is native), but the focus
  // that would have asked for the code came before React listened: ask for it now, so the date's
  // times (or the typed reason) are carried into the real component without another touch.
  useEffect(() => {
    const field = holder.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>(
      "textarea, input:not([aria-hidden])",
    );
    if (field?.value) load();
  }, [load]);

  // The field that had focus in the stand-in has it in the real one (same markup, same order).
  useEffect(() => {
    if (!loaded || loaded.focus < 0) return;
    const target = holder.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[loaded.focus];
    target?.focus();
    if (target instanceof HTMLTextAreaElement) {
      const [start, end] = loaded.selection ?? [target.value.length, target.value.length];
      target.setSelectionRange(start, end);
    }
  }, [loaded]);

  if (loaded)
    return (
      <div ref={holder} data-hydrated={hydrated || undefined}>
        {loaded.render(action, loaded.carried)}
      </div>
    );
  // React's own handlers, not listeners added after hydration: a press made while the page is still
  // hydrating is queued by React and replayed on the stand-in once it is hydrated, as it would be on
  // the real component.
  return (
    <div
      ref={holder}
      data-hydrated={hydrated || undefined}
      onPointerEnter={load}
      onPointerDown={onPointerDown}
      onTouchStart={load}
      onFocus={load}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
      onClick={onClick}
    >
      {standIn}
      {failed && (
        <p role="alert" className="mt-3 text-sm text-destructive">
          This part of the page could not load. Check your connection, then try again or reload the page.
        </p>
      )}
    </div>
  );
}
