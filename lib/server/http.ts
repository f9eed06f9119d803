import "server-only";
import type { z } from "zod";
import { validationErrorBody } from "@/lib/validation/common";
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

export const badRequest = (message: string, fieldErrors?: Record<string, string>) => new HttpError(400, message, fieldErrors);
export const unauthorized = (message = "Unauthorized") => new HttpError(401, message);
export const forbidden = (message = "Forbidden") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string, fieldErrors?: Record<string, string>) => new HttpError(409, message, fieldErrors);
export const tooManyRequests = (message = "Too many requests. Please wait a moment and try again.") => new HttpError(429, message);

export const MAX_JSON_BYTES = 64 * 1024;

/** Reads and validates a JSON body; malformed, oversized or invalid input becomes a 4xx HttpError. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S, maxBytes = MAX_JSON_BYTES): Promise<z.infer<S>> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw new HttpError(413, "Request body is too large.");
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) throw new HttpError(413, "Request body is too large.");
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    throw badRequest("Request body must be valid JSON.");
  }
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

/**
 * Wraps a route handler: HttpErrors become their JSON answer, Prisma's not-found and
 * unique-constraint errors become 404 and 409, anything else a logged 500 with no details.
 */
export function handle<Args extends unknown[]>(handler: (...args: Args) => Promise<Response>) {
  return async (...args: Args): Promise<Response> => {
    try {
      return await handler(...args);
    } catch (error) {
      if (error instanceof HttpError) return jsonError(error);
      const code = prismaCode(error);
      if (code === "P2025") return jsonError(notFound());
      if (code === "P2002") return jsonError(conflict("That already exists."));
      const request = args[0] instanceof Request ? args[0] : undefined;
      log("error", "request_failed", {
        method: request?.method,
        path: request ? new URL(request.url).pathname : undefined,
        ...errorFields(error),
      });
      return Response.json({ error: "Something went wrong. Please try again later." }, { status: 500 });
    }
  };
}

/** The client's address as seen by the first proxy, for rate limits. */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip") || "unknown";
}
