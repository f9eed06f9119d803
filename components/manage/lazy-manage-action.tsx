"use client";

import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";

import { useHydrated } from "@/components/ui/use-hydrated";

import { loadAction, type Carried, type ManageAction, type Render } from "./load-manage-action";

export type { ManageAction };

const FOCUSABLE = "button, input:not([aria-hidden]), textarea";

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
  const [loaded, setLoaded] = useState<{ render: Render; carried: Carried; focus: number } | null>(null);
  // What the visitor did to the stand-in so far; read when the code has arrived.
  const pending = useRef<{ started: boolean; choice?: string; replay: boolean }>({ started: false, replay: false });
  const kind = action.kind;

  const load = useCallback(() => {
    if (pending.current.started) return;
    pending.current.started = true;
    void loadAction(kind).then((render) => {
      const node = holder.current;
      const field = node?.querySelector<HTMLInputElement | HTMLTextAreaElement>("textarea, input:not([aria-hidden])");
      const focusable = node ? [...node.querySelectorAll(FOCUSABLE)] : [];
      const focus = focusable.indexOf(document.activeElement as Element);
      const { choice, replay } = pending.current;
      setLoaded({ render, carried: { text: field?.value ?? "", choice, replay }, focus });
    });
  }, [kind]);

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
    load();
  };

  // The field that had focus in the stand-in has it in the real one (same markup, same order).
  useEffect(() => {
    if (!loaded || loaded.focus < 0) return;
    const target = holder.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[loaded.focus];
    target?.focus();
    if (target instanceof HTMLTextAreaElement) target.setSelectionRange(target.value.length, target.value.length);
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
      onPointerDown={load}
      onTouchStart={load}
      onFocus={load}
      onClick={onClick}
    >
      {standIn}
    </div>
  );
}
