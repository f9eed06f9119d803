"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { availableBarServiceTimes, firstAvailableTime } from "@/lib/domain/bar-service";
import { BAR_DEFAULT_START_TIME } from "@/lib/domain/constants";
import { londonToday } from "@/lib/domain/dates";
import { toast } from "@/lib/toast";
import { BAR_SERVICE_BOOKING_TOASTS } from "@/lib/validation/booking";
import { api } from "@/lib/api-client";

interface Availability {
  date: string;
  times: string[];
}

/**
 * The start times offered for a date: the server's (GET /api/bar/availability: hourly 12:00–23:00 +
 * 00:00, today's rule, capacity and buffers), re-checked against the clock every minute while the
 * dialog is open; the chosen time shifts to the first available one.
 */
export function useBarServiceTimes(open: boolean, date: string | null) {
  const [time, setTime] = useState<string>(BAR_DEFAULT_START_TIME);
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [loadingTimes, setLoadingTimes] = useState(false);
  const [clock, setClock] = useState(() => Date.now());
  const today = londonToday(new Date(clock));

  // The clock moves on: today's times are re-checked every minute.
  useEffect(() => {
    if (!open) return;
    const timer = window.setInterval(() => setClock(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, [open]);

  // Server times for the chosen date.
  useEffect(() => {
    if (!open || !date) return;
    const controller = new AbortController();
    setLoadingTimes(true);
    api("getBarAvailability", { query: { date }, signal: controller.signal })
      .then((answer) => {
        setAvailability({ date, times: answer.times });
        if (answer.times.length === 0)
          toast.error(
            BAR_SERVICE_BOOKING_TOASTS.noAvailableTimes.title,
            BAR_SERVICE_BOOKING_TOASTS.noAvailableTimes.description,
          );
      })
      .catch((error: unknown) => {
        if ((error as { name?: string }).name === "AbortError") return;
        // Fall back to the pure rule; the server checks again when the payment is set up.
        setAvailability({ date, times: availableBarServiceTimes(date, new Date()) });
      })
      .finally(() => setLoadingTimes(false));
    return () => controller.abort();
  }, [open, date]);

  const times = useMemo(() => {
    if (!date || !availability || availability.date !== date) return [];
    const now = availableBarServiceTimes(date, new Date(clock));
    return availability.times.filter((t) => now.includes(t));
  }, [date, availability, clock]);

  // Keep the chosen time valid: shift to the first available time when it is not offered.
  useEffect(() => {
    if (times.length === 0) return;
    const next = firstAvailableTime(time, times);
    if (next && next !== time) setTime(next);
  }, [times, time]);

  const ready = date !== null && availability?.date === date && !loadingTimes;
  const noTimes = ready && times.length === 0;

  /** Back to a fresh dialog. */
  const resetTimes = useCallback(() => {
    setTime(BAR_DEFAULT_START_TIME);
    setAvailability(null);
  }, []);

  return { today, time, setTime, times, loadingTimes, ready, noTimes, resetTimes };
}
