"use client";

import { useEffect, useRef, type RefObject } from "react";

/** Focuses the step's heading whenever the step changes (keyboard and screen-reader users). */
export function useFocusStepHeading(step: number) {
  const bodyRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    bodyRef.current?.querySelector<HTMLElement>("[data-step-heading]")?.focus();
  }, [step]);
  return bodyRef;
}

/** onCloseAutoFocus for the dialogs: back to the button that opened the wizard, when it is still there. */
export function useReturnFocus(returnFocusTo?: RefObject<HTMLElement | null>) {
  return (event: Event) => {
    const target = returnFocusTo?.current;
    if (target && target.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
}
