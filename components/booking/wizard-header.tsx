"use client";

import { useRef } from "react";

import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { useToastClearance } from "@/components/ui/use-toast-clearance";
import { WIZARD_STEP_TITLES } from "@/lib/validation/wizard-texts";

const STEP_COUNT = WIZARD_STEP_TITLES.length;

/** The dialog's title, "Step N of 5: …" and the progress bar with the step names. */
export function WizardHeader({ title, step }: { title: string; step: number }) {
  const header = useRef<HTMLDivElement>(null);
  // on a phone a toast (a step's validation message) would otherwise cover the title
  useToastClearance(header);
  return (
    <DialogHeader ref={header} className="border-b border-border p-6 pb-4">
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription id="booking-wizard-step">
        Step {step + 1} of {STEP_COUNT}: {WIZARD_STEP_TITLES[step]}
      </DialogDescription>
      <Progress
        value={((step + 1) / STEP_COUNT) * 100}
        aria-label={`Booking progress, step ${step + 1} of ${STEP_COUNT}`}
        className="mt-2"
      />
      <ol
        className="mt-2 hidden grid-cols-5 gap-1 text-center text-[11px] text-muted-foreground sm:grid"
        aria-hidden="true"
      >
        {WIZARD_STEP_TITLES.map((name, index) => (
          <li
            key={name}
            className={index === step ? "font-semibold text-primary" : index < step ? "text-foreground" : undefined}
          >
            {name}
          </li>
        ))}
      </ol>
    </DialogHeader>
  );
}
