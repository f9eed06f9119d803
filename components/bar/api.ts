/** Small fetch helpers for the bar dashboard's client islands (same-origin, cookies sent). */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** JSON request; a non-OK answer becomes an ApiError carrying the server's `error` (or `message`) text. */
export async function api<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    credentials: "same-origin",
    headers: init.body === undefined ? undefined : { "content-type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
    cache: "no-store",
  });
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const body = (data ?? {}) as { error?: unknown; message?: unknown; fieldErrors?: Record<string, string> };
    const message =
      (typeof body.error === "string" && body.error) || (typeof body.message === "string" && body.message) || response.statusText || `Request failed (${response.status})`;
    throw new ApiError(response.status, message, body.fieldErrors);
  }
  return data as T;
}
