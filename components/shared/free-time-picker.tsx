"use client";

import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { NO_TIMES } from "./reschedule-shared";
import type { FreeTimes } from "./use-free-times";

interface FreeTimePickerProps {
  /** the picker's `useId`, which the ids of the legend and the radios start with */
  id: string;
  times: FreeTimes;
  /** the time chosen, 'HH:mm' or '' */
  time: string;
  onTimeChange: (time: string) => void;
}

/** What is known of the chosen date's free times: a spinner, why not, none free, or a radio per time. */
export function FreeTimePicker({ id, times, time, onTimeChange }: FreeTimePickerProps) {
  return (
    <>
      {times.kind === "loading" && <Spinner label="Looking for free times" className="size-5" />}
      {times.kind === "failed" && (
        <p role="alert" className="text-sm text-destructive">
          {times.message}
        </p>
      )}
      {times.kind === "ready" &&
        (times.times.length === 0 ? (
          <p role="status" className="text-sm text-muted-foreground">
            {NO_TIMES}
          </p>
        ) : (
          <fieldset className="grid gap-2">
            <legend id={`${id}-time-label`} className="mb-2 text-sm font-medium">
              New arrival time
            </legend>
            <RadioGroup
              aria-labelledby={`${id}-time-label`}
              value={time}
              onValueChange={onTimeChange}
              className="grid grid-cols-3 gap-2 sm:grid-cols-5"
            >
              {times.times.map((t) => (
                <Label
                  key={t}
                  htmlFor={`${id}-time-${t}`}
                  className={cn(
                    "flex cursor-pointer items-center justify-center gap-2 rounded-md border border-input px-3 py-2 font-normal tabular-nums transition-colors hover:border-primary/60",
                    time === t && "border-primary bg-primary/10",
                  )}
                >
                  <RadioGroupItem id={`${id}-time-${t}`} value={t} />
                  {t}
                </Label>
              ))}
            </RadioGroup>
            <p className="text-xs text-muted-foreground">UK time.</p>
          </fieldset>
        ))}
    </>
  );
}
