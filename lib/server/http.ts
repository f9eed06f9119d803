import "server-only";
import type { z } from "zod";
import { parseCookieHeader } from "@/lib/server/auth/cookies";
import { clientAddress as resolveClientAddress } from "@/lib/server/client-address";
import { CONTROL_CHARACTER_MESSAGE, pathOfNulCharacter, validationErrorBody } from "@/lib/validation/common";
import { badRequest, notFound, payloadTooLarge, validationError } from "./errors";

export {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  payloadTooLarge,
  tooManyRequests,
  unauthorized,
  validationError,
  type ErrorCode,
} from "./errors";

export const MAX_JSON_BYTES = 64 * 1024;

/** The body as text, refused with 413 as soon as it passes `maxBytes` (never buffered whole). */
export async function readText(request: Request, maxBytes = MAX_JSON_BYTES): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw payloadTooLarge();
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
      throw payloadTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Reads and validates a JSON body; malformed, oversized or invalid input becomes a 4xx AppError. */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes = MAX_JSON_BYTES,
): Promise<z.infer<S>> {
  const text = await readText(request, maxBytes);
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
    throw validationError(body.error, body.fieldErrors);
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

/** next-auth's session cookie under either name, whole or split into chunks (".0", ".1", …). */
const SESSION_COOKIE = /^(?:__Secure-)?next-auth\.session-token(?:\.\d+)?$/;

export function carriesSessionCookie(request: Request): boolean {
  return [...parseCookieHeader(request.headers.get("cookie")).keys()].some((name) => SESSION_COOKIE.test(name));
}

export const PRIVATE_NO_STORE = "private, no-store";

/**
 * A file to download that names people (a client and their phone, the magician's books): no cache
 * of any kind may keep it. `noindex` for files whose address a search engine could come across.
 */
export function privateDownload(
  body: BodyInit,
  { contentType, filename, noindex = false }: { contentType: string; filename: string; noindex?: boolean },
): Response {
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": PRIVATE_NO_STORE,
      ...(noindex ? { "X-Robots-Tag": "noindex" } : {}),
    },
  });
}

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

/** The client's address for rate limits, decided in one place: lib/server/client-address.ts. */
export function clientAddress(request: Request): string {
  return resolveClientAddress(request);
}
