"use client";

import { format, parseISO } from "date-fns";
import { useRouter } from "next/navigation";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Spinner } from "@/components/ui/spinner";
import { addDays, isValidIsoDate, londonToday } from "@/lib/domain/dates";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { ConfirmDialog } from "./lazy-confirm-dialog";
import { type Answer, loadFreeTimes, moveBooking } from "./manage-api";

/** What the booking page's view says about moving the booking. */
export interface RescheduleState {
  allowed: boolean;
  /** moves left now (before this one) */
  remaining: number;
  /** why it cannot be moved here, when it cannot */
  reason?: string;
}

type Times =
  | { kind: "none" }
  | { kind: "loading" }
  | { kind: "ready"; date: string; times: string[] }
  | { kind: "failed"; message: string };

/** The new slot, in the shape both reschedule endpoints take. */
export interface NewTime {
  eventDate: string;
  /** 'HH:mm', London */
  startTime: string;
}

/**
 * A refusal from the server, as `loadTimes` and `submit` throw it: `message` is shown inline and
 * toasted under `title` (or the picker's own failure title). Anything else thrown counts as offline.
 */
export class MoveRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly title: string | null = null,
  ) {
    super(message);
    this.name = "MoveRefused";
  }
}

/** The words that differ between the customer's page and the magician's dashboard. */
export interface RescheduleTexts {
  /** the confirmation's title; `when` is e.g. 'Saturday 14 March 2027 at 19:30', absent while closing */
  confirmTitle: (when?: string) => string;
  /** the confirmation's description */
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  /** the success toast's title (its description is the new date and time) */
  movedTitle: string;
  /** the failure toast's title when the server gave none */
  failedTitle: string;
}

export interface RescheduleBookingProps<T> {
  /** the free arrival times ('HH:mm') of an ISO date; throws MoveRefused for a refusal */
  loadTimes: (date: string, signal: AbortSignal) => Promise<{ times: unknown }>;
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

const OFFLINE = "Please check your connection and try again.";
export const NO_TIMES = "No times are free on that date. Please choose another.";

/** 'Saturday 14 March 2027' */
export function longDate(iso: string): string {
  return format(parseISO(iso), "EEEE d MMMM yyyy");
}

/** What is left after this move, as the confirmation spells it out. */
export function movesLeftSentence(remaining: number): string {
  const after = Math.max(0, remaining - 1);
  if (after === 0) return "After this you cannot move it again.";
  return `You can move it ${after} more ${after === 1 ? "time" : "times"}.`;
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
  const [date, setDate] = React.useState(initialDate);
  const [times, setTimes] = React.useState<Times>({ kind: "none" });
  const [time, setTime] = React.useState("");
  const [open, setOpen] = React.useState(false);
  // the dialog's code loads when it first opens; it stays mounted after, so closing it can animate
  const [opened, setOpened] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const request = React.useRef<AbortController | null>(null);

  React.useEffect(() => () => request.current?.abort(), []);

  async function load(next: string) {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setTimes({ kind: "loading" });
    try {
      const answer = await loadTimes(next, controller.signal);
      if (controller.signal.aborted) return;
      const free = Array.isArray(answer?.times) ? answer.times.filter((t): t is string => typeof t === "string") : [];
      setTimes({ kind: "ready", date: next, times: free });
      setTime((current) => (free.includes(current) ? current : ""));
    } catch (err) {
      if (controller.signal.aborted) return;
      setTimes({
        kind: "failed",
        message: err instanceof MoveRefused ? err.message : `Could not load the free times. ${OFFLINE}`,
      });
    }
  }

  function chooseDate(value: string) {
    setDate(value);
    setTime("");
    setError(null);
    if (!isValidIsoDate(value)) {
      request.current?.abort();
      setTimes({ kind: "none" });
    } else if (value < earliest) {
      request.current?.abort();
      setTimes({ kind: "failed", message: `Please choose a date from ${longDate(earliest)} onwards.` });
    } else {
      void load(value);
    }
  }

  // A date typed before this code loaded: look up its times once, on mount.
  const replayed = React.useRef(false);
  React.useEffect(() => {
    if (!initialDate || replayed.current) return;
    replayed.current = true;
    chooseDate(initialDate);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  const chosen = times.kind === "ready" && time && times.times.includes(time) ? { date: times.date, time } : null;

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
      if (err.status === 409) void load(chosen.date);
      return;
    }
    toast.success(texts.movedTitle, `${longDate(chosen.date)} at ${chosen.time}.`);
    setBusy(false);
    setOpen(false);
    setDate("");
    setTime("");
    setTimes({ kind: "none" });
    onMoved?.(result, choice);
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
          value={date}
          onChange={(event) => chooseDate(event.target.value)}
        />
      </div>

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
              onValueChange={setTime}
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

      {times.kind === "ready" && times.times.length > 0 && (
        <Button
          className="w-fit"
          disabled={!chosen}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          Choose this time
        </Button>
      )}

      {error && (
        <p role="alert" className="text-sm text-destructive" data-testid="reschedule-error">
          {error}
        </p>
      )}

      {opened && (
        <ConfirmDialog
          open={open && !!chosen}
          busy={busy}
          onCancel={() => setOpen(false)}
          onConfirm={() => void move()}
          title={texts.confirmTitle(chosen ? `${longDate(chosen.date)} at ${chosen.time}` : undefined)}
          description={texts.description}
          cancelLabel={texts.cancelLabel}
          confirmLabel={texts.confirmLabel}
        />
      )}
    </div>
  );
}

/** Turns the customer API's refusal into the picker's. */
function orRefuse<D>(answer: Answer<D>): D {
  if (!answer.ok) throw new MoveRefused(answer.status, answer.error, answer.title);
  return answer.data;
}

export interface CustomerRescheduleProps {
  token: string;
  remaining: number;
  minDate?: string;
  /** a date typed into the page's stand-in before this code loaded */
  initialDate?: string;
}

/** The customer's "Move your booking" on /booking/{token}: their token's endpoints, then the page refreshed. */
export function CustomerRescheduleBooking({ token, remaining, minDate, initialDate }: CustomerRescheduleProps) {
  const router = useRouter();
  const texts = React.useMemo<RescheduleTexts>(
    () => ({
      confirmTitle: (when) => (when ? `Move your booking to ${when}?` : "Move your booking?"),
      description: `The price does not change. ${movesLeftSentence(remaining)}`,
      cancelLabel: "Keep the current date",
      confirmLabel: "Move my booking",
      movedTitle: "Your booking has been moved.",
      failedTitle: "Could not move your booking",
    }),
    [remaining],
  );
  return (
    <RescheduleBooking
      minDate={minDate ?? addDays(londonToday(), 1)}
      texts={texts}
      initialDate={initialDate}
      loadTimes={async (date, signal) => orRefuse(await loadFreeTimes(token, date, signal))}
      submit={async ({ eventDate, startTime }) => void orRefuse(await moveBooking(token, eventDate, startTime))}
      onMoved={() => router.refresh()}
    />
  );
}
