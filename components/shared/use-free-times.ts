import * as React from "react";
import { BEYOND_HORIZON_MESSAGE } from "@/lib/domain/calendar";
import { isValidIsoDate } from "@/lib/domain/dates";
import { longDate, MoveRefused, OFFLINE } from "./reschedule-shared";

/** The free arrival times of the chosen date, as far as they are known. */
export type FreeTimes =
  | { kind: "none" }
  | { kind: "loading" }
  | { kind: "ready"; date: string; times: string[] }
  | { kind: "failed"; message: string };

export interface FreeTimesOptions {
  /** the free arrival times ('HH:mm') of an ISO date; throws MoveRefused for a refusal */
  loadTimes: (date: string, signal: AbortSignal) => Promise<{ times: unknown; status?: unknown }>;
  /** the earliest date offered, ISO */
  earliest: string;
  /** a date typed before this code loaded: its times load at once */
  initialDate: string;
}

/**
 * The date field's value, its free times and the time chosen among them. Only the latest lookup
 * counts: choosing another date (or unmounting) aborts the one under way.
 */
export function useFreeTimes({ loadTimes, earliest, initialDate }: FreeTimesOptions) {
  const [date, setDate] = React.useState(initialDate);
  const [times, setTimes] = React.useState<FreeTimes>({ kind: "none" });
  const [time, setTime] = React.useState("");
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
      // No times there because no booking can be made that far ahead, not because the day is full.
      if (answer?.status === "beyond-horizon") {
        setTimes({ kind: "failed", message: BEYOND_HORIZON_MESSAGE });
        return;
      }
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

  /** Back to an empty date field, as after a move. */
  function clear() {
    setDate("");
    setTime("");
    setTimes({ kind: "none" });
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

  return { date, times, time, setTime, chooseDate, reload: load, clear, chosen };
}
