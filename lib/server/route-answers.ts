import "server-only";
import type { z } from "zod";
import { log } from "@/lib/server/log";

/**
 * What a route promises to answer on success, by HTTP status:
 * - a zod schema: a JSON body of that shape;
 * - a content type ("application/pdf", "text/csv", "text/calendar"): a body of that type;
 * - null: no body (204), or a redirect.
 */
export type RouteResponses = { readonly [status: number]: z.ZodType | ContentType | null };
// A body of this media type; the wildcard type (star slash star) stands for whatever the route's own
// library answers, e.g. next-auth's pages.
export type ContentType = `${string}/${string}`;

/** The generic answer to a mismatch: the caller learns nothing of the route's insides. */
const MISMATCH = "The server's answer did not match what this route declares.";

/**
 * The answer itself when it keeps the route's promise; otherwise a logged 500 naming what differs,
 * so the test whose request caused it fails there rather than in a caller far away.
 * - a success (below 400) must have a declared status, and a body of the declared shape or type;
 * - a refusal (400 and up) with a JSON body must say `error` and `code`, as every refusal does.
 */
export async function checkAnswer(request: Request, response: Response, declared: RouteResponses): Promise<Response> {
  const problem = await problemOf(response, declared);
  if (!problem) return response;
  const path = new URL(request.url).pathname;
  log("error", "route_answer_mismatch", { method: request.method, path, status: response.status, problem });
  return Response.json({ error: MISMATCH, code: "internal", problem }, { status: 500 });
}

async function problemOf(response: Response, declared: RouteResponses): Promise<string | null> {
  const type = response.headers.get("content-type") ?? "";
  const isJson = type.startsWith("application/json");
  if (response.status >= 400 && !(response.status in declared)) {
    if (!isJson) return null;
    const body = await jsonOf(response);
    const refusal = body as { error?: unknown; code?: unknown } | null;
    return typeof refusal?.error === "string" && typeof refusal.code === "string"
      ? null
      : `the ${response.status} refusal does not carry { error, code }`;
  }
  if (!(response.status in declared)) {
    return `answered ${response.status}, which the route does not declare (it declares ${Object.keys(declared).join(", ") || "nothing"})`;
  }
  const expected = declared[response.status] ?? null;
  if (expected === null) {
    if (response.status >= 300) return null;
    const text = await response.clone().text();
    return text === "" ? null : `answered a body with ${response.status}, declared empty`;
  }
  if (typeof expected === "string") {
    return expected === "*/*" || type.startsWith(expected)
      ? null
      : `answered ${type || "no content type"}, declared ${expected}`;
  }
  if (!isJson) return `answered ${type || "no content type"}, declared JSON`;
  const parsed = expected.safeParse(await jsonOf(response));
  if (parsed.success) return null;
  return parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`)
    .join("; ");
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.clone().text());
  } catch {
    return undefined;
  }
}
