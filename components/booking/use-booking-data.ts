"use client";

import { useCallback, useEffect, useMemo, useState } from "react";

import { api, type Answer } from "@/lib/api-client";
import { DEFAULT_AUTO_BALANCE, type AutoBalanceSettings } from "@/lib/domain/auto-balance";
import { buildCalendarMap, type AvailabilityBooking } from "@/lib/domain/calendar";
import { londonToday } from "@/lib/domain/dates";
import { wizardServices, type PublicService } from "@/lib/domain/services";
import { waitlistTokenForDate } from "./waitlist-offer-draft";

export type RegisteredBar = Answer<"listRegisteredBars">[number];

export type LoadState = "loading" | "error" | "ready";

/** The public reads keep the browser's default caching (only answers that depend on the session must not be stored). */
const SITE_READ = { cache: "default" } as const;

/** Partner venues (only registrationPaid true), refetched whenever the window regains focus. */
export function useRegisteredBars() {
  const [bars, setBars] = useState<RegisteredBar[]>([]);
  const [state, setState] = useState<LoadState>("loading");
  useEffect(() => {
    let alive = true;
    const load = () =>
      api("listRegisteredBars", SITE_READ)
        .then((list) => {
          if (!alive) return;
          setBars((Array.isArray(list) ? list : []).filter((bar) => bar.registrationPaid !== false && bar.barName));
          setState("ready");
        })
        .catch(() => alive && setState((s) => (s === "ready" ? s : "error")));
    void load();
    window.addEventListener("focus", load);
    return () => {
      alive = false;
      window.removeEventListener("focus", load);
    };
  }, []);
  return { bars, state };
}

/** Whether the automatic balance is on offer, and how many days before the event (off until known). */
export function usePaymentTerms(): { autoBalance: AutoBalanceSettings } {
  const [autoBalance, setAutoBalance] = useState<AutoBalanceSettings>(DEFAULT_AUTO_BALANCE);
  useEffect(() => {
    let alive = true;
    api("getPaymentTerms", { cache: "no-store" })
      .then((terms) => {
        if (alive && terms?.autoBalance) setAutoBalance(terms.autoBalance);
      })
      .catch(() => undefined); // not offered: the balance is paid as before
    return () => {
      alive = false;
    };
  }, []);
  return { autoBalance };
}

/** Active services by price; starts from the list the page was rendered with. */
export function useWizardServices(initial: readonly PublicService[]) {
  const [services, setServices] = useState<PublicService[]>(() => wizardServices(initial));
  useEffect(() => {
    let alive = true;
    api("listServices", SITE_READ)
      .then((list) => {
        if (alive && Array.isArray(list) && list.length > 0) setServices(wizardServices(list));
      })
      .catch(() => undefined); // keep the page's list (fallback) silently
    return () => {
      alive = false;
    };
  }, []);
  return services;
}

/** Public bookings and blocked days for the calendar's day states. */
export function useCalendarData() {
  const [bookings, setBookings] = useState<AvailabilityBooking[]>([]);
  const [blockedDates, setBlockedDates] = useState<string[]>([]);
  const [state, setState] = useState<LoadState>("loading");
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let alive = true;
    Promise.all([api("listPublicBookings", SITE_READ), api("listPublicBlockedDays", SITE_READ)])
      .then(([b, d]) => {
        if (!alive) return;
        setBookings(Array.isArray(b) ? b : []);
        setBlockedDates((Array.isArray(d) ? d : []).map((x) => x.date));
        setState("ready");
      })
      .catch(() => alive && setState("error"));
    return () => {
      alive = false;
    };
  }, [version]);

  const today = londonToday();
  const map = useMemo(() => buildCalendarMap({ today, bookings, blockedDates }), [today, bookings, blockedDates]);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  return { bookings, blockedDates, map, today, state, refresh };
}

/** A day's arrival times as the wizard keeps them: the server's answer, or no times when it could not be asked. */
export type AvailabilityAnswer = Pick<Answer<"getAvailability">, "date" | "times"> &
  Partial<Pick<Answer<"getAvailability">, "status" | "selectable" | "travelAware">>;

/** Arrival times the server accepts for a date, duration and venue (GET /api/availability). */
export function useAvailability(
  date: string,
  durationMinutes: number,
  version: number,
  postcode: string | null = null,
) {
  const [answer, setAnswer] = useState<AvailabilityAnswer | null>(null);
  const [state, setState] = useState<LoadState | "idle">("idle");
  useEffect(() => {
    if (!date) {
      setAnswer(null);
      setState("idle");
      return;
    }
    const controller = new AbortController();
    setState("loading");
    const offerToken = waitlistTokenForDate(date);
    api("getAvailability", {
      query: { date, duration: durationMinutes, postcode, waitlistToken: offerToken ?? undefined },
      ...SITE_READ,
      signal: controller.signal,
    })
      .then((result) => {
        setAnswer({ ...result, times: result.times ?? [] });
        setState("ready");
      })
      .catch((error: unknown) => {
        if ((error as { name?: string })?.name === "AbortError") return;
        setAnswer({ date, times: [] });
        setState("error");
      });
    return () => controller.abort();
  }, [date, durationMinutes, version, postcode]);
  return { answer, state };
}
