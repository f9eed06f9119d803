"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FreeTimePicker } from "./free-time-picker";
import { ConfirmDialog } from "./lazy-confirm-dialog";
import { longDate, type NewTime, type RescheduleTexts } from "./reschedule-shared";
import { useFreeTimes } from "./use-free-times";
import { useMoveBooking } from "./use-move-booking";

export { longDate, MoveRefused, NO_TIMES, type NewTime, type RescheduleTexts } from "./reschedule-shared";

export interface RescheduleBookingProps<T> {
  /** the free arrival times ('HH:mm') of an ISO date; throws MoveRefused for a refusal */
  loadTimes: (date: string, signal: AbortSignal) => Promise<{ times: unknown; status?: unknown }>;
  /** moves the booking; throws MoveRefused for a refusal (a 409 makes the picker reload the times) */
  submit: (choice: NewTime) => Promise<T>;
  /** after the success toast, with what `submit` answered */
  onMoved?: (result: T, choice: NewTime) => void;
  /** the earliest date offered, ISO */
  minDate: string;
  texts: RescheduleTexts;
  /** a date typed into the page's stand-in before this code loaded: its times load at once */
  initialDate?: string;
}

/**
 * "Move the booking": a new date, one of its free arrival times, then a confirmation. Where the
 * times come from and where the move goes are the caller's (the customer's token, the magician's id).
 */
export function RescheduleBooking<T>({
  loadTimes,
  submit,
  onMoved,
  minDate: earliest,
  texts,
  initialDate = "",
}: RescheduleBookingProps<T>) {
  const id = React.useId();
  const opener = React.useRef<HTMLButtonElement>(null);
  const free = useFreeTimes({ loadTimes, earliest, initialDate });
  const { times, chosen } = free;
  const step = useMoveBooking({ chosen, submit, onMoved, texts, reload: free.reload, clear: free.clear });

  function chooseDate(value: string) {
    step.clearError();
    free.chooseDate(value);
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-date`}>New date</Label>
        <Input
          id={`${id}-date`}
          type="date"
          className="w-fit"
          min={earliest}
          value={free.date}
          onChange={(event) => chooseDate(event.target.value)}
        />
      </div>

      <FreeTimePicker id={id} times={times} time={free.time} onTimeChange={free.setTime} />

      {times.kind === "ready" && times.times.length > 0 && (
        <Button ref={opener} className="w-fit" disabled={!chosen} onClick={step.ask}>
          Choose this time
        </Button>
      )}

      {step.error && (
        <p role="alert" className="text-sm text-destructive" data-testid="reschedule-error">
          {step.error}
        </p>
      )}

      {step.opened && (
        <ConfirmDialog
          open={step.open && !!chosen}
          busy={step.busy}
          onCancel={step.cancel}
          onConfirm={() => void step.move()}
          title={texts.confirmTitle(chosen ? `${longDate(chosen.date)} at ${chosen.time}` : undefined)}
          description={texts.description}
          cancelLabel={texts.cancelLabel}
          confirmLabel={texts.confirmLabel}
          returnFocus={opener}
        />
      )}
    </div>
  );
}
