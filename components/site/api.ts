/**
 * The site's request helper (spec 000 §7, §8): same-origin credentials, JSON
 * bodies, and any non-OK answer raises an ApiError whose message is
 * '{status}: {response body or status text}'. The server's JSON error
 * (`{ error, fieldErrors? }`) is kept on the error for friendly messages.
 */
import { fetchJson, type JsonRequest } from "@/lib/fetch-json";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export async function apiRequest<T = unknown>(path: string, init: Omit<JsonRequest, "cache"> = {}): Promise<T> {
  const { response, text, data } = await fetchJson(path, init);
  // An answer that is not JSON is kept as its text; an empty one is null.
  const parsed = text ? (data === undefined ? text : data) : null;
  if (!response.ok) {
    const serverMessage =
      parsed &&
      typeof parsed === "object" &&
      "error" in parsed &&
      typeof (parsed as { error: unknown }).error === "string"
        ? (parsed as { error: string }).error
        : null;
    throw new ApiError(response.status, serverMessage, parsed, `${response.status}: ${text || response.statusText}`);
  }
  return parsed as T;
}
