import "server-only";
import { z } from "zod";
import { requireCronSecret } from "@/lib/server/auth/cron";
import type { Role } from "@/lib/domain/roles";
import { authorize, getSessionUser, type SessionUser } from "@/lib/server/session";
import { csrfRefusal } from "@/lib/server/csrf";
import { AppError, conflict, errorBody, notFound, type ErrorCode } from "@/lib/server/errors";
import { checksRouteAnswers } from "@/lib/server/env";
import { MAX_JSON_BYTES, clientAddress, parseWith, readJson, readText, withPrivateCaching } from "@/lib/server/http";
import { errorFields, log } from "@/lib/server/log";
import { checkAnswer, type RouteResponses } from "@/lib/server/route-answers";
import { forgetPublicReads } from "@/lib/server/public-read-cache";
import { enforceRateLimit, type RateLimitRule } from "@/lib/server/rate-limit";

/**
 * Who may call a route:
 * - a role, or a list of roles: the signed-in user must have one (401 signed out, 403 another role);
 * - "any-signed-in": any signed-in user (401 signed out);
 * - "optional": the signed-in user when there is one, else null (the handler decides);
 * - "public": no session is read (the handler may still call `ctx.requireUser` for a conditional check);
 * - "token": no session; the `[token]` URL segment is the credential, verified by the lib/server
 *   call the handler makes (an empty one is 404 here);
 * - "cron": `Authorization: Bearer <CRON_SECRET>` (404 when no secret is configured, 401 otherwise).
 */
export type RouteAuth = Role | readonly Role[] | "any-signed-in" | "optional" | "public" | "token" | "cron";

/** A zod schema to validate the JSON body with, or "raw" for the body as text (a signed webhook). */
export type RouteBody = z.ZodType | "raw";
export type { RouteResponses } from "@/lib/server/route-answers";

export interface RouteOptions<
  A extends RouteAuth,
  B extends RouteBody | undefined,
  Q extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
  R extends RouteResponses = RouteResponses,
> {
  auth: A;
  /**
   * What the route answers on success, by status: a zod schema of its JSON, a content type for any
   * other body ("application/pdf", "text/calendar"), or null for no body (204, a redirect). Outside
   * production, and wherever API_CHECK_RESPONSES=1, every answer is checked against it, so a route
   * that drifts from what its callers were promised fails the test that called it.
   */
  response: R;
  /** Error codes this route answers with beyond the ones its auth, params, query, body and rate limit imply (the API description lists them). */
  errors?: readonly ErrorCode[];
  /** Read and checked before the handler runs: 413 past `maxBytes`, 400 for bad JSON or invalid fields. Omitted: the body is left unread. */
  body?: B;
  /** The body's size cap in bytes (default MAX_JSON_BYTES, 64 KB). */
  maxBytes?: number;
  /** The query string (as an object of its first values) checked with this schema: 400 with field messages. */
  query?: Q;
  /** The route's dynamic segments checked with this schema; a segment that does not parse is 404. */
  params?: P;
  /** A check of the caller against the params (e.g. one's own record), after `auth` and `params`, before the body is read. */
  authorize?: (ctx: { user: UserOf<A>; params: Parsed<P, RawParams> }) => void | Promise<void>;
  /** Counted per client address before the body is read; 429 past the limit. */
  rateLimit?: RateLimitRule;
  /** The cross-site refusal for POST/PUT/PATCH/DELETE (lib/server/csrf.ts); on unless false. */
  csrf?: boolean;
  /** Turns a failure to read or validate the body into this route's own answer (e.g. an upload's toast). */
  bodyError?: (error: AppError) => AppError;
  /** Adds to the JSON of every AppError this route answers with (e.g. `message` beside `error`). */
  errorBody?: (body: Record<string, unknown>, error: AppError) => Record<string, unknown>;
}

/** The types a handler built by route() promises its callers (read by lib/api-client, never at run time). */
export interface RouteTypes {
  body: unknown;
  query: unknown;
  response: unknown;
}

/** The JSON a route answers on success: the union of its declared schemas' types (null for an empty answer). */
export type AnswerOf<R> = {
  [S in keyof R]: R[S] extends z.ZodType ? z.output<R[S]> : R[S] extends null ? null : unknown;
}[keyof R];

type UserOf<A> = A extends "optional" ? SessionUser | null : A extends "public" | "token" | "cron" ? null : SessionUser;
type Parsed<S, Otherwise> = S extends z.ZodType ? z.infer<S> : Otherwise;
type BodyOf<B> = B extends "raw" ? string : Parsed<B, undefined>;
type InputOf<B> = B extends "raw" ? string : B extends z.ZodType ? z.input<B> : undefined;
type RawParams = Record<string, string | string[] | undefined>;

export interface RouteContext<U, B, Q, P> {
  request: Request;
  url: URL;
  /** The signed-in user as `auth` decided it. */
  user: U;
  body: B;
  query: Q;
  params: P;
  /** A session check the handler makes itself (e.g. only with `?all=1`): 401/403 like `auth`. */
  requireUser(...roles: Role[]): Promise<SessionUser>;
}

/** How a route was declared, kept on the handler route() returns (tests check every route has one). */
export interface RouteDeclaration {
  auth: RouteAuth;
  body: "json" | "raw" | "none";
  query: boolean;
  params: boolean;
  rateLimit: string | null;
  csrf: boolean;
  /** The schemas themselves, for the API description (lib/server/openapi). */
  schemas: {
    body?: z.ZodType;
    query?: z.ZodType;
    params?: z.ZodType;
    response: RouteResponses;
    errors: readonly ErrorCode[];
  };
}

const ROUTE = Symbol.for("summon-a-magician.route");
declare const TYPES: unique symbol;

export type RouteHandler<T extends RouteTypes = RouteTypes> = ((
  request?: Request,
  context?: { params: Promise<unknown> },
) => Promise<Response>) & {
  readonly [ROUTE]: RouteDeclaration;
  /** Never set: carries the route's types to lib/api-client. */
  readonly [TYPES]?: T;
};

/** The declaration of a handler built by route(), or null for anything else. */
export function routeDeclaration(handler: unknown): RouteDeclaration | null {
  if (typeof handler !== "function") return null;
  return (handler as Partial<RouteHandler>)[ROUTE] ?? null;
}

/** A positive integer id segment (`[id]`), as a number. */
export const idParam = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .refine((id) => id >= 1);
export const idParams = z.object({ id: idParam });
/** A `[token]` segment (booking links, the calendar feed): checked by the lib/server code it is passed to. */
export const tokenParams = z.object({ token: z.string().min(1) });

/**
 * The one boundary of every API route handler. In this order: the cross-site refusal (unsafe
 * methods), who is calling (`auth`), the rate limit, the route params, `authorize`, the query, the
 * body (size cap, JSON, zod), then the handler with all of it in `ctx`. Whatever it throws is answered here:
 * an AppError (or a Prisma not-found / unique violation) as `{ error, fieldErrors?, ...extra }` with
 * its code's status, anything else logged and answered 500 with a generic message. Every answer to
 * a request carrying a session cookie gets `Cache-Control: private, no-store` (withPrivateCaching).
 * A write answered below 400 forgets the public reads kept in this process.
 */
export function route<
  A extends RouteAuth,
  B extends RouteBody | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  const R extends RouteResponses = RouteResponses,
>(
  options: RouteOptions<A, B, Q, P, R>,
  handler: (ctx: RouteContext<UserOf<A>, BodyOf<B>, Parsed<Q, undefined>, Parsed<P, RawParams>>) => Promise<Response>,
): RouteHandler<{ body: InputOf<B>; query: Q extends z.ZodType ? z.input<Q> : undefined; response: AnswerOf<R> }> {
  const run = async (given?: Request, context?: { params: Promise<unknown> }): Promise<Response> => {
    // Only a test calls a handler without a request (GET /api/health); it stands for a bare GET.
    const request = given ?? new Request("http://localhost/");
    let response: Response;
    try {
      response = await answer(request, context, options, handler as Handler);
    } catch (error) {
      response = failure(error, request, options.errorBody);
    }
    if (checksRouteAnswers()) response = await checkAnswer(request, response, options.response);
    // A write may change what the public reads kept in this process say (lib/server/public-read-cache.ts).
    if (!SAFE_METHODS.has(request.method) && response.status < 400) forgetPublicReads();
    return withPrivateCaching(request, response);
  };
  return Object.assign(run, { [ROUTE]: declarationOf(options) });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

type Handler = (ctx: RouteContext<SessionUser | null, unknown, unknown, unknown>) => Promise<Response>;
type AnyOptions = RouteOptions<RouteAuth, RouteBody | undefined, z.ZodType | undefined, z.ZodType | undefined>;

function declarationOf(options: AnyOptions): RouteDeclaration {
  return {
    auth: options.auth,
    body: options.body === undefined ? "none" : options.body === "raw" ? "raw" : "json",
    query: options.query !== undefined,
    params: options.params !== undefined,
    rateLimit: options.rateLimit?.key ?? null,
    csrf: options.csrf !== false,
    schemas: {
      body: typeof options.body === "object" ? options.body : undefined,
      query: options.query,
      params: options.params,
      response: options.response,
      errors: options.errors ?? [],
    },
  };
}

async function answer(
  request: Request,
  context: { params: Promise<unknown> } | undefined,
  options: AnyOptions,
  handler: Handler,
): Promise<Response> {
  if (options.csrf !== false) {
    const refusal = csrfRefusal(request);
    if (refusal) return refusal;
  }
  const rawParams = ((context ? await context.params : undefined) ?? {}) as RawParams;
  let session: Promise<SessionUser | null> | undefined;
  const sessionUser = () => (session ??= getSessionUser(request));
  const user = await authenticate(options.auth, request, rawParams, sessionUser);
  if (options.rateLimit) await enforceRateLimit(options.rateLimit, clientAddress(request));
  let params: unknown = rawParams;
  if (options.params) {
    const parsed = options.params.safeParse(rawParams);
    if (!parsed.success) throw notFound();
    params = parsed.data;
  }
  await options.authorize?.({ user, params: params as RawParams });
  const url = new URL(request.url);
  const query = options.query ? parseWith(options.query, Object.fromEntries(url.searchParams)) : undefined;
  let body: unknown;
  if (options.body !== undefined) {
    try {
      body =
        options.body === "raw"
          ? await readText(request, options.maxBytes ?? MAX_JSON_BYTES)
          : await readJson(request, options.body, options.maxBytes);
    } catch (error) {
      if (error instanceof AppError && options.bodyError) throw options.bodyError(error);
      throw error;
    }
  }
  return handler({
    request,
    url,
    user,
    body,
    query,
    params,
    requireUser: async (...roles) => authorize(await sessionUser(), roles),
  });
}

async function authenticate(
  auth: RouteAuth,
  request: Request,
  params: RawParams,
  sessionUser: () => Promise<SessionUser | null>,
): Promise<SessionUser | null> {
  switch (auth) {
    case "public":
      return null;
    case "token":
      if (typeof params.token !== "string" || !params.token) throw notFound();
      return null;
    case "cron":
      requireCronSecret(request);
      return null;
    case "optional":
      return sessionUser();
    case "any-signed-in":
      return authorize(await sessionUser());
    default:
      return authorize(await sessionUser(), typeof auth === "string" ? [auth as Role] : auth);
  }
}

function prismaCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^P\d{4}$/.test(code) ? code : undefined;
}

/** The answer to a thrown error: the AppError's JSON, Prisma's not-found / unique violation as 404 / 409, else a logged 500. */
function failure(error: unknown, request: Request, extend: AnyOptions["errorBody"]): Response {
  if (error instanceof AppError) {
    const body = errorBody(error);
    return Response.json(extend ? extend(body, error) : body, { status: error.status });
  }
  const code = prismaCode(error);
  const known = code === "P2025" ? notFound() : code === "P2002" ? conflict("That already exists.") : null;
  if (known) return Response.json(errorBody(known), { status: known.status });
  log("error", "request_failed", {
    method: request.method,
    path: new URL(request.url).pathname,
    ...errorFields(error),
  });
  const hidden = new AppError("internal", "Something went wrong. Please try again later.");
  return Response.json(errorBody(hidden), { status: hidden.status });
}
