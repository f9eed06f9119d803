import * as React from "react";
import { toast } from "@/lib/toast";
import { longDate, MoveRefused, type NewTime, OFFLINE, type RescheduleTexts } from "./reschedule-shared";

export interface MoveBookingOptions<T> {
  /** the date and free time chosen, if both are */
  chosen: { date: string; time: string } | null;
  /** moves the booking; throws MoveRefused for a refusal */
  submit: (choice: NewTime) => Promise<T>;
  /** after the success toast, with what `submit` answered */
  onMoved?: (result: T, choice: NewTime) => void;
  texts: RescheduleTexts;
  /** looks up a date's free times again */
  reload: (date: string) => Promise<void>;
  /** empties the date field once moved */
  clear: () => void;
}

/** The confirmation step: asking, then moving, with the refusal kept to show inline. */
export function useMoveBooking<T>({ chosen, submit, onMoved, texts, reload, clear }: MoveBookingOptions<T>) {
  const [open, setOpen] = React.useState(false);
  // the dialog's code loads when it first opens; it stays mounted after, so closing it can animate
  const [opened, setOpened] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  function ask() {
    setOpened(true);
    setOpen(true);
  }

  async function move() {
    if (!chosen) return;
    const choice: NewTime = { eventDate: chosen.date, startTime: chosen.time };
    setBusy(true);
    setError(null);
    let result: T;
    try {
      result = await submit(choice);
    } catch (err) {
      setOpen(false);
      setBusy(false);
      if (!(err instanceof MoveRefused)) {
        setError(OFFLINE);
        toast.error(texts.failedTitle, OFFLINE);
        return;
      }
      setError(err.message);
      toast.error(err.title ?? texts.failedTitle, err.message);
      // The time may have been taken meanwhile: show what is free now.
      if (err.status === 409) void reload(chosen.date);
      return;
    }
    toast.success(texts.movedTitle, `${longDate(chosen.date)} at ${chosen.time}.`);
    setBusy(false);
    setOpen(false);
    clear();
    onMoved?.(result, choice);
  }

  return { open, opened, busy, error, clearError: () => setError(null), ask, cancel: () => setOpen(false), move };
}
