/**
 * The browser side of every call to our route handlers: same-origin with the session cookie,
 * a JSON body when there is one (POST unless told otherwise), and the answer's text parsed as
 * JSON when it is JSON. Each area (site, bar, admin) turns a failed answer into its own ApiError.
 */
export interface JsonRequest {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  cache?: RequestCache;
}

export interface JsonAnswer {
  response: Response;
  text: string;
  /** The parsed body; undefined when it was empty or not JSON. */
  data: unknown;
}

export async function fetchJson(path: string, init: JsonRequest = {}): Promise<JsonAnswer> {
  const hasBody = init.body !== undefined;
  const response = await fetch(path, {
    method: init.method ?? (hasBody ? "POST" : "GET"),
    credentials: "same-origin",
    headers: hasBody
      ? { "Content-Type": "application/json", Accept: "application/json" }
      : { Accept: "application/json" },
    body: hasBody ? JSON.stringify(init.body) : undefined,
    signal: init.signal,
    cache: init.cache,
  });
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  return { response, text, data };
}
