import "server-only";
import { AccountingProviderError } from "@/lib/server/accounting/provider";
import { assertOutsideTransaction } from "@/lib/server/db/transaction-scope";
import { env } from "@/lib/server/env";
import { errorReason, nextPage, retryAfterSeconds } from "./mapping";

/*
 * The one way out to FreeAgent's REST API v2: JSON over HTTPS with the access token as a bearer,
 * its OAuth token endpoint with the app's credentials (HTTP Basic). Every failure becomes an
 * AccountingProviderError: a 429 (FreeAgent's rate limit: it answers 429 with Retry-After), a 5xx,
 * a network error or a timeout are retryable; any other refusal carries FreeAgent's own words.
 * Never called inside a database transaction.
 */

const TIMEOUT_MS = 20_000;
/** FreeAgent identifies apps by their User-Agent and refuses requests without one. */
const USER_AGENT = "SummonAMagician (+accounting sync)";
/** Lists are read 100 at a time (FreeAgent's largest page); a runaway list stops here. */
const MAX_PAGES = 100;

export function freeAgentConfigured(): boolean {
  const { FREEAGENT_CLIENT_ID, FREEAGENT_CLIENT_SECRET } = env();
  return !!FREEAGENT_CLIENT_ID && !!FREEAGENT_CLIENT_SECRET;
}

export function freeAgentClientId(): string {
  return env().FREEAGENT_CLIENT_ID ?? "";
}

export function freeAgentBase(): string {
  return env().FREEAGENT_API_BASE;
}

/**
 * A FreeAgent URL (the ids it hands out are URLs) or a path, on the configured host. An id is
 * re-based onto the configured host so the token is only ever sent there.
 */
export function onBase(urlOrPath: string): string {
  const base = freeAgentBase();
  if (urlOrPath.startsWith("/")) return `${base}${urlOrPath}`;
  let url: URL;
  try {
    url = new URL(urlOrPath);
  } catch {
    throw new AccountingProviderError(`Not a FreeAgent address: ${urlOrPath}`, { retryable: false });
  }
  return `${base}${url.pathname}${url.search}`;
}

export interface FreeAgentAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

async function send(url: string, init: RequestInit): Promise<FreeAgentAnswer> {
  assertOutsideTransaction("FreeAgent");
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: "manual" });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new AccountingProviderError(
      timedOut ? "FreeAgent did not answer in time." : "FreeAgent could not be reached.",
      { retryable: true },
    );
  }
  const text = await response.text().catch(() => "");
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (response.status >= 200 && response.status < 300)
    return { status: response.status, body, headers: response.headers };
  const status = response.status;
  if (status === 429)
    throw new AccountingProviderError(
      typeof body === "object" && body ? errorReason(status, body) : "FreeAgent's rate limit was reached.",
      {
        status,
        retryable: true,
        retryAfterSeconds: retryAfterSeconds(response.headers.get("retry-after"), new Date()),
      },
    );
  throw new AccountingProviderError(errorReason(status, body), { status, retryable: status >= 500 });
}

/** A call to the API with the access token. */
export function apiCall(
  accessToken: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  urlOrPath: string,
  body?: unknown,
): Promise<FreeAgentAnswer> {
  return send(onBase(urlOrPath), {
    method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: "application/json",
      "user-agent": USER_AGENT,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Every item of a list, following FreeAgent's Link header page by page until `stop` says found. */
export async function listAll<T>(
  accessToken: string,
  path: string,
  key: string,
  stop: (item: T) => boolean = () => false,
): Promise<{ items: T[]; found: T | null }> {
  const items: T[] = [];
  let next: string | null = `${path}${path.includes("?") ? "&" : "?"}per_page=100`;
  for (let page = 0; next && page < MAX_PAGES; page += 1) {
    const answer = await apiCall(accessToken, "GET", next);
    const list = ((answer.body as Record<string, unknown> | null)?.[key] ?? []) as T[];
    for (const item of list) {
      items.push(item);
      if (stop(item)) return { items, found: item };
    }
    next = nextPage(answer.headers.get("link"));
  }
  return { items, found: null };
}

/** A call to the OAuth token endpoints with the app's credentials, the form fields as FreeAgent takes them. */
export function tokenCall(path: string, form: Record<string, string>): Promise<FreeAgentAnswer> {
  const { FREEAGENT_CLIENT_ID, FREEAGENT_CLIENT_SECRET } = env();
  if (!FREEAGENT_CLIENT_ID || !FREEAGENT_CLIENT_SECRET)
    throw new AccountingProviderError("FreeAgent is not set up on this site (FREEAGENT_CLIENT_ID).", {
      retryable: false,
    });
  const basic = Buffer.from(`${FREEAGENT_CLIENT_ID}:${FREEAGENT_CLIENT_SECRET}`).toString("base64");
  return send(onBase(path), {
    method: "POST",
    headers: {
      authorization: `Basic ${basic}`,
      accept: "application/json",
      "content-type": "application/x-www-form-urlencoded",
      "user-agent": USER_AGENT,
    },
    body: new URLSearchParams(form).toString(),
  });
}
