import "server-only";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { feedFetchUrl } from "@/lib/domain/feed-url";
import { looksLikeICalendar } from "@/lib/domain/ics-parse";
import { CALENDAR_FEED_MESSAGES } from "@/lib/validation/calendars";
import {
  isPrivateAddress,
  privateFeedsAllowed,
  resolveChecked,
  type AddressRefused,
  type ResolvedAddress,
} from "./address-check";

/**
 * Fetching an ICS feed: one GET with a 5-second limit on the whole exchange (redirects included), at
 * most 5 MB read, at most 5 redirects followed by hand (each one's host checked before it is asked),
 * and an answer that is not iCalendar refused. Every refusal is a FeedFetchError whose message is
 * what the magician is shown.
 */

export const FEED_TIMEOUT_MS = 5_000;
export const FEED_MAX_BYTES = 5 * 1024 * 1024;
export const FEED_MAX_REDIRECTS = 5;

export class FeedFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FeedFetchError";
  }
}

export interface FeedFetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
  /** which addresses are refused; default: private ones, unless privateFeedsAllowed() */
  refused?: AddressRefused | null;
}

interface Answer {
  status: number;
  location: string | null;
  body: string;
}

/** A lookup that answers with the address already checked, so the connection goes nowhere else. */
function pinnedLookup(address: ResolvedAddress): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  }) as unknown as LookupFunction;
}

function requestOnce(url: URL, address: ResolvedAddress, signal: AbortSignal, maxBytes: number): Promise<Answer> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: "GET",
        lookup: pinnedLookup(address),
        signal,
        headers: { Accept: "text/calendar, */*;q=0.5", "User-Agent": "SummonAMagician-CalendarSync/1" },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          return resolve({ status, location: res.headers.location ?? null, body: "" });
        }
        if (Number(res.headers["content-length"] ?? 0) > maxBytes) {
          req.destroy();
          return reject(new FeedFetchError(CALENDAR_FEED_MESSAGES.tooLarge));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            req.destroy();
            reject(new FeedFetchError(CALENDAR_FEED_MESSAGES.tooLarge));
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", () => resolve({ status, location: null, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** The feed's text, or a FeedFetchError saying why not. No network call is made for a refused address. */
export async function fetchFeedText(rawUrl: string, options: FeedFetchOptions = {}): Promise<string> {
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
  const refused = options.refused !== undefined ? options.refused : privateFeedsAllowed() ? null : isPrivateAddress;
  let url = feedFetchUrl(rawUrl);
  if (!url) throw new FeedFetchError(CALENDAR_FEED_MESSAGES.url);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const timedOut = new Promise<never>((_, reject) =>
    controller.signal.addEventListener("abort", () => reject(new FeedFetchError(CALENDAR_FEED_MESSAGES.timeout))),
  );
  timedOut.catch(() => undefined);
  try {
    for (let hop = 0; hop <= FEED_MAX_REDIRECTS; hop++) {
      let addresses: ResolvedAddress[] | null;
      try {
        addresses = await Promise.race([resolveChecked(url.hostname, refused), timedOut]);
      } catch (error) {
        if (error instanceof FeedFetchError) throw error;
        throw new FeedFetchError(CALENDAR_FEED_MESSAGES.unreachable);
      }
      if (!addresses) throw new FeedFetchError(CALENDAR_FEED_MESSAGES.privateAddress);
      let answer: Answer;
      try {
        answer = await Promise.race([requestOnce(url, addresses[0]!, controller.signal, maxBytes), timedOut]);
      } catch (error) {
        if (error instanceof FeedFetchError) throw error;
        if (controller.signal.aborted) throw new FeedFetchError(CALENDAR_FEED_MESSAGES.timeout);
        throw new FeedFetchError(CALENDAR_FEED_MESSAGES.unreachable);
      }
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        let next: URL | null = null;
        try {
          next = feedFetchUrl(new URL(answer.location, url).toString());
        } catch {
          next = null;
        }
        if (!next) throw new FeedFetchError(CALENDAR_FEED_MESSAGES.unreachable);
        url = next;
        continue;
      }
      if (answer.status < 200 || answer.status >= 300)
        throw new FeedFetchError(CALENDAR_FEED_MESSAGES.httpStatus(answer.status));
      if (!looksLikeICalendar(answer.body)) throw new FeedFetchError(CALENDAR_FEED_MESSAGES.notCalendar);
      return answer.body;
    }
    throw new FeedFetchError(CALENDAR_FEED_MESSAGES.tooManyRedirects);
  } finally {
    clearTimeout(timer);
  }
}
