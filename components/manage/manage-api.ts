/**
 * The browser side of the customer's booking page (/booking/{token}): free times for a new date,
 * moving the booking, and starting a payment of what is owed. A refused request answers
 * `{ ok: false, status, error, title }` with the server's message (`{ error, title? }`), so each
 * section can toast it and show it inline; a network failure throws.
 */
import { fetchJson } from "@/lib/fetch-json";

export type Refusal = { ok: false; status: number; error: string; title: string | null };
export type Answer<T> = { ok: true; data: T } | Refusal;

/** GET /api/manage/{token}/times?date=… */
export interface FreeTimes {
  date: string;
  selectable: boolean;
  status: string;
  /** 'HH:mm', London */
  times: string[];
}

/** POST /api/manage/{token}/balance-intent */
export interface BalanceIntent {
  clientSecret: string;
  /** charged now, in pounds */
  amount: number;
}

export type PayKind = "balance" | "deposit" | "total";

const RETRY = "Please try again in a moment.";

const base = (token: string) => `/api/manage/${encodeURIComponent(token)}`;

function text(body: unknown, name: string): string | null {
  const value = body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

async function call<T>(path: string, init: { body?: unknown; signal?: AbortSignal } = {}): Promise<Answer<T>> {
  const { response, data } = await fetchJson(path, { ...init, cache: "no-store" });
  if (!response.ok)
    return { ok: false, status: response.status, error: text(data, "error") ?? RETRY, title: text(data, "title") };
  return { ok: true, data: data as T };
}

export function loadFreeTimes(token: string, date: string, signal?: AbortSignal): Promise<Answer<FreeTimes>> {
  return call<FreeTimes>(`${base(token)}/times?date=${encodeURIComponent(date)}`, { signal });
}

/** Answers the booking's new view (the shape of GET /api/manage/{token}). */
export function moveBooking(token: string, eventDate: string, startTime: string): Promise<Answer<unknown>> {
  return call<unknown>(`${base(token)}/reschedule`, { body: { eventDate, startTime } });
}

export function startBalancePayment(token: string, pay: PayKind): Promise<Answer<BalanceIntent>> {
  return call<BalanceIntent>(`${base(token)}/balance-intent`, { body: { pay } });
}
