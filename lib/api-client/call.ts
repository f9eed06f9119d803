/**
 * Calls a route by its name (lib/api-client/routes.ts) with the types the route itself declares:
 * its params from its path, its query and body from its schemas, its answer from its `response`.
 * The types come from the route modules by `import type` only: nothing of the server reaches the
 * browser's bundle.
 */
import type { RouteHandler, RouteTypes } from "@/lib/server/route";
import {
  apiMethod,
  apiPath,
  type OptionalWhenEmpty,
  type ParamsPart,
  type PathAddress,
  type QueryValue,
} from "./paths";
import { apiFetch, apiPage, type ApiRequest } from "./request";
import type { RouteModules } from "./route-modules";
import { ROUTES, type RouteName } from "./routes";

type Spec<N extends RouteName> = (typeof ROUTES)[N];
type MethodOf<N extends RouteName> = Spec<N> extends `${infer M} ${string}` ? M : never;
type PathOf<N extends RouteName> = Spec<N> extends `${string} ${infer P}` ? P : never;
type ModuleOf<N extends RouteName> = PathOf<N> extends keyof RouteModules ? RouteModules[PathOf<N>] : never;
type HandlerOf<N extends RouteName> = MethodOf<N> extends keyof ModuleOf<N> ? ModuleOf<N>[MethodOf<N>] : never;
/** What the route declares: its body, query and answer types. */
type TypesOf<N extends RouteName> = HandlerOf<N> extends RouteHandler<infer T> ? T : RouteTypes;

type QueryPart<N extends RouteName> = TypesOf<N>["query"] extends undefined
  ? { query?: undefined }
  : { query?: { [K in keyof NonNullable<TypesOf<N>["query"]>]?: QueryValue } };

/** Where a route is: its params and its query, as the route declares them. */
export type RouteAddress<N extends RouteName> = ParamsPart<N> & QueryPart<N>;

/** The JSON a route answers on success. */
export type Answer<N extends RouteName> = TypesOf<N>["response"];
/** The JSON body a route takes. */
export type BodyOf<N extends RouteName> = TypesOf<N>["body"];

type BodyPart<N extends RouteName> = BodyOf<N> extends undefined ? { body?: undefined } : { body: BodyOf<N> };

/** One call: the route's params, query and body, and the request's own options. */
export type CallOptions<N extends RouteName> = RouteAddress<N> & BodyPart<N> & Pick<ApiRequest, "signal" | "cache">;

function requestOf(
  name: RouteName,
  options: { body?: unknown; signal?: AbortSignal; cache?: RequestCache } | undefined,
): ApiRequest {
  return { method: apiMethod(name), body: options?.body, signal: options?.signal, cache: options?.cache };
}

/** Calls the route and answers its JSON; a refusal rejects with an ApiError (its `code` says which). */
export function api<N extends RouteName>(name: N, ...[options]: OptionalWhenEmpty<CallOptions<N>>): Promise<Answer<N>> {
  const path = apiPath(name, ...([options] as OptionalWhenEmpty<PathAddress<N>>));
  return apiFetch<Answer<N>>(path, requestOf(name, options));
}

type ItemOf<T> = T extends readonly (infer I)[] ? I : never;

/** One page of a paged list route; `next` is the next page's path (its `Link: rel="next"`), given back as `from`. */
export function apiListPage<N extends RouteName>(
  name: N,
  options: CallOptions<N> & { from?: string | null },
): Promise<{ items: ItemOf<Answer<N>>[]; next: string | null }> {
  const path = options.from ?? apiPath(name, ...([options] as unknown as OptionalWhenEmpty<PathAddress<N>>));
  return apiPage<ItemOf<Answer<N>>>(path, requestOf(name, options));
}
