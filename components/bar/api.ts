/** Small fetch helpers for the bar dashboard's client islands (same-origin, cookies sent). */
import { fetchJson, type JsonRequest } from "@/lib/fetch-json";

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
export async function api<T>(path: string, init: Omit<JsonRequest, "cache"> = {}): Promise<T> {
  const { response, data } = await fetchJson(path, { ...init, cache: "no-store" });
  if (!response.ok) {
    const body = (data ?? {}) as { error?: unknown; message?: unknown; fieldErrors?: Record<string, string> };
    const message =
      (typeof body.error === "string" && body.error) ||
      (typeof body.message === "string" && body.message) ||
      response.statusText ||
      `Request failed (${response.status})`;
    throw new ApiError(response.status, message, body.fieldErrors);
  }
  return data as T;
}
