/**
 * The browser side of every call to our route handlers: same-origin with the session cookie, a
 * JSON body when there is one (POST unless told otherwise), the answer parsed as JSON. A refused
 * answer, or none at all, rejects with an ApiError. Kept free of dependencies: the public pages
 * that load it are measured for first-load JavaScript.
 */

export interface ApiRequest {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** "no-store" unless given: an answer may depend on who is signed in, so the browser keeps none. */
  cache?: RequestCache;
}

/** What the magician sees when a request got no answer (dashboards). */
const OFFLINE_MESSAGE = "Network error";
const OFFLINE_DESCRIPTION = "Please check your connection and try again.";

/**
 * A request that failed. `status` is the answer's HTTP status, or 0 when no answer came (offline;
 * the browser's own error is the `cause`). `body` is the answer's JSON (the server's
 * `{ error, fieldErrors?, title?, description?, code?, refunded? }`), or null when it had none.
 * `message` is the server's `error` (what the dashboards show).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message = stringField(body, "error") ?? `${status}: Request failed`,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "ApiError";
  }

  /** The server's explanation under its `error` title (e.g. 'Already Confirmed' + why). */
  get description(): string | undefined {
    return this.status === 0 ? OFFLINE_DESCRIPTION : (stringField(this.body, "description") ?? undefined);
  }

  get title(): string | null {
    return stringField(this.body, "title");
  }

  get code(): string | null {
    return stringField(this.body, "code");
  }

  /** The per-field messages of a refused form (`fieldErrors`). */
  get fieldErrors(): Record<string, string> | undefined {
    const value = field(this.body, "fieldErrors");
    return value && typeof value === "object" ? (value as Record<string, string>) : undefined;
  }
}

/** The browser's own error when a request got no answer (e.g. 'Failed to fetch'), else the error itself. */
export function withoutOfflineWrapper(error: unknown): unknown {
  return error instanceof ApiError && error.status === 0 ? error.cause : error;
}

/** A non-empty string field of a JSON body, or null. */
export function stringField(body: unknown, name: string): string | null {
  const value = field(body, name);
  return typeof value === "string" && value !== "" ? value : null;
}

function field(body: unknown, name: string): unknown {
  return body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
}

/** Sends the request; an AbortError passes through as it is, any other failure to get an answer becomes ApiError 0. */
async function send(path: string, init: ApiRequest): Promise<{ response: Response; data: unknown }> {
  const hasBody = init.body !== undefined;
  try {
    const response = await fetch(path, {
      method: init.method ?? (hasBody ? "POST" : "GET"),
      credentials: "same-origin",
      headers: hasBody
        ? { "Content-Type": "application/json", Accept: "application/json" }
        : { Accept: "application/json" },
      body: hasBody ? JSON.stringify(init.body) : undefined,
      signal: init.signal,
      cache: init.cache ?? "no-store",
    });
    const text = await response.text();
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = null;
    }
    if (!response.ok) {
      const message =
        stringField(data, "error") ??
        stringField(data, "message") ??
        `${response.status}: ${response.statusText || text}`;
      throw new ApiError(response.status, data, message);
    }
    return { response, data };
  } catch (error) {
    if (error instanceof ApiError || (error as { name?: unknown } | null)?.name === "AbortError") throw error;
    throw new ApiError(0, null, OFFLINE_MESSAGE, { cause: error });
  }
}

/** Calls one of our route handlers and answers its JSON (null when the answer was empty or not JSON). */
export async function apiFetch<T = unknown>(path: string, init: ApiRequest = {}): Promise<T> {
  return (await send(path, init)).data as T;
}

/** One page of a paged list: the plain array, and the next page's URL from the `Link: <…>; rel="next"` header. */
export async function apiPage<T>(path: string, init: ApiRequest = {}): Promise<{ items: T[]; next: string | null }> {
  const { response, data } = await send(path, init);
  const link = response.headers.get("Link");
  const next = link ? (/<([^>]+)>;\s*rel="next"/.exec(link)?.[1] ?? null) : null;
  return { items: (data ?? []) as T[], next };
}

/** POSTs `body` as JSON (the checkout flows' requests); the same as apiFetch(path, { body }). */
export function postJson<T = unknown>(path: string, body: unknown): Promise<T> {
  return apiFetch<T>(path, { body });
}
