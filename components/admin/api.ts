/** Fetch helpers for the magician's client islands (same-origin JSON, session cookie sent). */
import { fetchJson, type JsonAnswer } from "@/lib/fetch-json";
import { toast } from "@/lib/toast";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly description?: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let answer: JsonAnswer;
  try {
    answer = await fetchJson(path, { ...init, cache: "no-store" });
  } catch {
    throw new ApiError(0, "Network error", "Please check your connection and try again.");
  }
  const { response, text, data } = answer;
  if (!response.ok) {
    const body = (data ?? {}) as { error?: unknown; description?: unknown; fieldErrors?: Record<string, string> };
    const message =
      typeof body.error === "string" && body.error ? body.error : `${response.status}: ${response.statusText || text}`;
    throw new ApiError(
      response.status,
      message,
      typeof body.description === "string" ? body.description : undefined,
      body.fieldErrors,
    );
  }
  return data as T;
}

/**
 * The failure toast for an API error: the server's own title and description when it gave
 * both (e.g. 'Already Confirmed'), otherwise the spec's title with the server's message, or
 * the spec's fallback description.
 */
export function toastApiError(error: unknown, fallback: { title: string; description?: string }): void {
  if (error instanceof ApiError) {
    if (error.description) {
      toast.error(error.message, error.description);
      return;
    }
    if (error.status === 400 || error.status === 409 || error.status === 404) {
      toast.error(fallback.title, error.message);
      return;
    }
  }
  toast.error(fallback.title, fallback.description);
}

/** One page of a paged list: the plain array, and the next page's URL from the `Link: <…>; rel="next"` header. */
export async function apiPage<T>(path: string): Promise<{ items: T[]; next: string | null }> {
  let answer: JsonAnswer;
  try {
    answer = await fetchJson(path, { cache: "no-store" });
  } catch {
    throw new ApiError(0, "Network error", "Please check your connection and try again.");
  }
  const { response, data } = answer;
  if (!response.ok) {
    const body = (data ?? {}) as { error?: unknown; fieldErrors?: Record<string, string> };
    throw new ApiError(
      response.status,
      typeof body.error === "string" ? body.error : `${response.status}`,
      undefined,
      body.fieldErrors,
    );
  }
  const link = response.headers.get("Link");
  const next = link ? (/<([^>]+)>;\s*rel="next"/.exec(link)?.[1] ?? null) : null;
  return { items: (data ?? []) as T[], next };
}
