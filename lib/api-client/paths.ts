/**
 * The path of a route by its name, with its params filled in and its query appended: for links,
 * downloads and e-mails, and for the calls in ./call.ts. Free of the browser's fetch, so server code
 * that writes a link into a page or an e-mail asks it too.
 */
import { ROUTES, type RouteName } from "./routes";

type Spec<N extends RouteName> = (typeof ROUTES)[N];
export type PathOf<N extends RouteName> = Spec<N> extends `${string} ${infer P}` ? P : never;
type ParamNames<P> = P extends `${string}[${infer Name}]${infer Rest}` ? Name | ParamNames<Rest> : never;
type ParamValue = string | number;
export type QueryValue = string | number | boolean | null | undefined;

/** A route's params, by the names in its path. */
export type ParamsPart<N extends RouteName> = [ParamNames<PathOf<N>>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<PathOf<N>>, ParamValue> };

/** Where a route is: its params and its query. */
export type PathAddress<N extends RouteName> = ParamsPart<N> & { query?: Record<string, QueryValue> };

/** Options may be left out when nothing in them is required. */
export type OptionalWhenEmpty<T> = object extends T ? [options?: T] : [options: T];

/** The route's HTTP method. */
export function apiMethod(name: RouteName): string {
  return ROUTES[name].split(" ")[0]!;
}

export function apiPath<N extends RouteName>(name: N, ...[address]: OptionalWhenEmpty<PathAddress<N>>): string {
  const template = ROUTES[name].split(" ")[1]!;
  const params = (address?.params ?? {}) as Record<string, ParamValue>;
  const path = template.replace(/\[([^\]]+)\]/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === "") throw new Error(`${name} needs the param "${key}"`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((address?.query ?? {}) as Record<string, QueryValue>)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
