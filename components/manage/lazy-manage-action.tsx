"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

import { useHydrated } from "@/components/ui/use-hydrated";

import type { CancelBookingProps } from "./cancel-booking";
import type { PayKind } from "./manage-api";
import type { PayBalanceProps } from "./pay-balance";
import type { CustomerRescheduleProps } from "./reschedule-booking";

/** What the visitor did to the stand-in before the code arrived. */
interface Carried {
  /** the value of the stand-in's text or date field */
  text: string;
  /** the radio last pressed */
  choice?: string;
  /** the stand-in's data-replay button was pressed */
  replay: boolean;
}

export type ManageAction =
  | { kind: "cancel"; props: Omit<CancelBookingProps, "initialReason" | "openOnMount"> }
  | { kind: "pay"; props: Omit<PayBalanceProps, "initialKind" | "startOnMount"> }
  | { kind: "move"; props: Omit<CustomerRescheduleProps, "initialDate"> };

/** Renders the loaded action with the page's current props (a refresh after a payment changes the refund). */
type Render = (action: ManageAction, carried: Carried) => ReactNode;

/** Each action's code is a chunk of its own (with Radix, date-fns, the toasts and tailwind-merge). */
async function loadAction(kind: ManageAction["kind"]): Promise<Render> {
  switch (kind) {
    case "cancel": {
      const { CancelBooking } = await import("./cancel-booking");
      return function cancel(action, c) {
        if (action.kind !== "cancel") return null;
        return <CancelBooking {...action.props} initialReason={c.text} openOnMount={c.replay} />;
      };
    }
    case "pay": {
      const { PayBalance } = await import("./pay-balance");
      return function pay(action, c) {
        if (action.kind !== "pay") return null;
        return <PayBalance {...action.props} initialKind={c.choice as PayKind} startOnMount={c.replay} />;
      };
    }
    case "move": {
      const { CustomerRescheduleBooking } = await import("./reschedule-booking");
      return function move(action, c) {
        if (action.kind !== "move") return null;
        return <CustomerRescheduleBooking {...action.props} initialDate={c.text} />;
      };
    }
  }
}

const FOCUSABLE = "button, input:not([aria-hidden]), textarea";

/**
 * One action of the customer's booking page (Pay, Move, Cancel): shows its server-rendered stand-in
 * (components/manage/action-stand-ins.tsx, the same markup) and swaps in the interactive component
 * when the visitor first points at, touches or focuses it. What was typed or chosen meanwhile is
 * carried over, the focused field keeps focus, and a press of the stand-in's main button is replayed.
 * Marked data-hydrated once it listens: from then on nothing the visitor does is lost.
 */
export function LazyManageAction({ action, standIn }: { action: ManageAction; standIn: ReactNode }) {
  const holder = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState<{ render: Render; carried: Carried; focus: number } | null>(null);
  const kind = action.kind;

  useEffect(() => {
    const node = holder.current;
    if (!node) return;
    let started = false;
    let choice: string | undefined;
    let replay = false;
    const load = () => {
      if (started) return;
      started = true;
      void loadAction(kind).then((render) => {
        const field = node.querySelector<HTMLInputElement | HTMLTextAreaElement>("textarea, input:not([aria-hidden])");
        const focusable = [...node.querySelectorAll(FOCUSABLE)];
        const focus = focusable.indexOf(document.activeElement as Element);
        setLoaded({ render, carried: { text: field?.value ?? "", choice, replay }, focus });
      });
    };
    const onClick = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      const radio = target?.closest<HTMLButtonElement>("[role=radio]");
      if (radio) choice = radio.value;
      if (target?.closest("[data-replay]")) replay = true;
      load();
    };
    const events = ["pointerenter", "pointerdown", "touchstart", "focusin"] as const;
    for (const name of events) node.addEventListener(name, load, { passive: true });
    node.addEventListener("click", onClick);
    return () => {
      for (const name of events) node.removeEventListener(name, load);
      node.removeEventListener("click", onClick);
    };
  }, [kind]);

  // The field that had focus in the stand-in has it in the real one (same markup, same order).
  useEffect(() => {
    if (!loaded || loaded.focus < 0) return;
    const target = holder.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[loaded.focus];
    target?.focus();
    if (target instanceof HTMLTextAreaElement) target.setSelectionRange(target.value.length, target.value.length);
  }, [loaded]);

  return (
    <div ref={holder} data-hydrated={hydrated || undefined}>
      {loaded ? loaded.render(action, loaded.carried) : standIn}
    </div>
  );
}
