import "server-only";
import type { z } from "zod";
import { parseCookieHeader } from "@/lib/server/auth/cookies";
import { clientAddress as resolveClientAddress } from "@/lib/server/client-address";
import { CONTROL_CHARACTER_MESSAGE, pathOfNulCharacter, validationErrorBody } from "@/lib/validation/common";
import { errorFields, log } from "./log";

/** An error with an HTTP status and a message fit to show the user. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new HttpError(400, message, fieldErrors);
export const unauthorized = (message = "Unauthorized") => new HttpError(401, message);
export const forbidden = (message = "Forbidden") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string, fieldErrors?: Record<string, string>) =>
  new HttpError(409, message, fieldErrors);
export const tooManyRequests = (message = "Too many requests. Please wait a moment and try again.") =>
  new HttpError(429, message);

export const MAX_JSON_BYTES = 64 * 1024;

/** The body as text, refused with 413 as soon as it passes `maxBytes` (never buffered whole). */
async function readTextCapped(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new HttpError(413, "Request body is too large.");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Reads and validates a JSON body; malformed, oversized or invalid input becomes a 4xx HttpError. */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes = MAX_JSON_BYTES,
): Promise<z.infer<S>> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw new HttpError(413, "Request body is too large.");
  const text = await readTextCapped(request, maxBytes);
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    throw badRequest("Request body must be valid JSON.");
  }
  const nul = pathOfNulCharacter(body);
  if (nul !== null) throw badRequest(CONTROL_CHARACTER_MESSAGE, { [nul]: CONTROL_CHARACTER_MESSAGE });
  return parseWith(schema, body);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const body = validationErrorBody(result.error);
    throw badRequest(body.error, body.fieldErrors);
  }
  return result.data;
}

/** Parses a positive integer id from a route parameter (404 for anything else). */
export function parseId(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw notFound();
  const id = Number(value);
  if (id < 1) throw notFound();
  return id;
}

export function jsonError(error: HttpError): Response {
  return Response.json(
    { error: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}), ...error.extra },
    { status: error.status },
  );
}

function prismaCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^P\d{4}$/.test(code) ? code : undefined;
}

/** next-auth's session cookie under either name, whole or split into chunks (".0", ".1", …). */
const SESSION_COOKIE = /^(?:__Secure-)?next-auth\.session-token(?:\.\d+)?$/;

export function carriesSessionCookie(request: Request): boolean {
  return [...parseCookieHeader(request.headers.get("cookie")).keys()].some((name) => SESSION_COOKIE.test(name));
}

export const PRIVATE_NO_STORE = "private, no-store";

/**
 * An answer to a request that carried a session cookie may depend on who is signed in (the
 * session is only ever read from that cookie), so no browser or shared cache may keep it:
 * `Cache-Control: private, no-store`, replacing any weaker directive. Only an answer marked
 * `public` on purpose (uploaded media, the same for everyone) keeps its own.
 */
export function withPrivateCaching(request: Request | undefined, response: Response): Response {
  if (!request || !carriesSessionCookie(request)) return response;
  const current = response.headers.get("cache-control") ?? "";
  if (current === PRIVATE_NO_STORE || /(^|,)\s*public\s*(,|$)/i.test(current)) return response;
  try {
    response.headers.set("Cache-Control", PRIVATE_NO_STORE);
    return response;
  } catch {
    // Immutable headers (Response.redirect, a fetched response): copy the answer.
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", PRIVATE_NO_STORE);
    return copy;
  }
}

/**
 * Wraps a route handler: HttpErrors become their JSON answer, Prisma's not-found and
 * unique-constraint errors become 404 and 409, anything else a logged 500 with no details.
 * Every answer to a signed-in request gets `Cache-Control: private, no-store` (withPrivateCaching):
 * done here, where every route handler's answer passes, rather than in each handler or in the
 * session helpers, which only see the request.
 */
export function handle<Args extends unknown[]>(handler: (...args: Args) => Promise<Response>) {
  return async (...args: Args): Promise<Response> => {
    const request = args[0] instanceof Request ? args[0] : undefined;
    return withPrivateCaching(request, await answer(request, handler, args));
  };
}

async function answer<Args extends unknown[]>(
  request: Request | undefined,
  handler: (...args: Args) => Promise<Response>,
  args: Args,
): Promise<Response> {
  try {
    return await handler(...args);
  } catch (error) {
    if (error instanceof HttpError) return jsonError(error);
    const code = prismaCode(error);
    if (code === "P2025") return jsonError(notFound());
    if (code === "P2002") return jsonError(conflict("That already exists."));
    log("error", "request_failed", {
      method: request?.method,
      path: request ? new URL(request.url).pathname : undefined,
      ...errorFields(error),
    });
    return Response.json({ error: "Something went wrong. Please try again later." }, { status: 500 });
  }
}

/** The client's address for rate limits, decided in one place: lib/server/client-address.ts. */
export function clientAddress(request: Request): string {
  return resolveClientAddress(request);
}
