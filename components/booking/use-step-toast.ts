"use client";

import { useCallback, useEffect, useRef } from "react";

import { toast } from "@/lib/toast";
import type { ToastText } from "@/lib/validation/common";
import { firstStepProblem, stepMessages } from "@/lib/validation/wizard";

import type { WizardDetails } from "./booking-payload";

/**
 * Shows a step's validation toast ('Location required', …) and takes it away as soon as the
 * visitor has fixed what it asked for (or left the step), instead of leaving it up for its 5 s.
 */
export function useStepToast(
  step: number,
  details: WizardDetails,
  postcodeRequired: boolean,
): (problem: ToastText) => void {
  const shown = useRef<{ id: string | number; title: string } | null>(null);

  useEffect(() => {
    const current = shown.current;
    if (!current) return;
    const values = { ...details, postcodeRequired };
    const problem = firstStepProblem(step, values, stepMessages(step, values));
    if (problem?.toast.title === current.title) return;
    toast.dismiss(current.id);
    shown.current = null;
  }, [step, details, postcodeRequired]);

  return useCallback((problem: ToastText) => {
    shown.current = { id: toast.error(problem.title, problem.description), title: problem.title };
  }, []);
}
