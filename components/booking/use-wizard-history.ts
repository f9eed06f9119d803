"use client";

import { useCallback, useEffect, useRef } from "react";

import { isWizardState, stepFromSearch, urlForStep, type WizardHistoryState } from "./wizard-history";

const write = (mode: "push" | "replace", state: WizardHistoryState | null, step: number | null) => {
  const url = urlForStep(window.location, step);
  if (mode === "push") window.history.pushState(state, "", url);
  else window.history.replaceState(state, "", url);
};

/**
 * Keeps the open wizard's step in the address (`?book=N`): Next pushes an entry, Previous goes back
 * one (or replaces the entry when the wizard was entered at this step), the browser's Back and
 * Forward move between steps, and Back from the first step closes the wizard.
 *
 * `land(requested)` sets the step a history move asks for and answers where it landed (a step
 * whose earlier steps are incomplete lands on the first incomplete one).
 */
export function useWizardHistory({
  open,
  step,
  land,
  onLeave,
}: {
  open: boolean;
  step: number;
  land: (requested: number) => number;
  onLeave: () => void;
}) {
  const handlers = useRef({ land, onLeave });
  useEffect(() => {
    handlers.current = { land, onLeave };
  });

  // Entering: a fresh open adds an entry; a reopened one (reload, Back/Forward) takes over its own.
  const entered = useRef(false);
  useEffect(() => {
    if (!open) {
      entered.current = false;
      // closed from the dialog: the address no longer opens the wizard on reload
      if (stepFromSearch(window.location.search) !== null) write("replace", null, null);
      return;
    }
    if (entered.current) return;
    entered.current = true;
    const current = stepFromSearch(window.location.search);
    if (current === null) write("push", { wizardStep: step, stacked: false }, step);
    else {
      const stacked = isWizardState(window.history.state) && window.history.state.stacked && step === current;
      write("replace", { wizardStep: step, stacked }, step);
    }
  }, [open, step]);

  useEffect(() => {
    if (!open) return;
    const onPopState = () => {
      const requested = stepFromSearch(window.location.search);
      if (requested === null) {
        handlers.current.onLeave();
        return;
      }
      const landed = handlers.current.land(requested);
      if (landed !== requested) {
        const stacked = isWizardState(window.history.state) && window.history.state.stacked;
        write("replace", { wizardStep: landed, stacked: stacked && landed > 0 }, landed);
      }
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [open]);

  /** Next: a new entry for the next step. */
  const forward = useCallback((to: number) => write("push", { wizardStep: to, stacked: true }, to), []);

  /** Previous: one entry back when it is the previous step's, else this entry becomes the previous step. */
  const back = useCallback((to: number): "history" | "replaced" => {
    const state = window.history.state;
    if (isWizardState(state) && state.stacked) {
      window.history.back();
      return "history";
    }
    write("replace", { wizardStep: to, stacked: false }, to);
    return "replaced";
  }, []);

  /** A jump (e.g. back to the event details when the slot was taken): this entry becomes that step. */
  const jump = useCallback((to: number) => write("replace", { wizardStep: to, stacked: false }, to), []);

  return { forward, back, jump };
}
