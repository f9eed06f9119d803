import "server-only";
import { ROUTES, type RouteName } from "@/lib/api-client/routes";
import { routeDeclaration } from "@/lib/server/route";
import type { ApiOperation } from "./document";

export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** The route modules by path, as the file system writes it (/api/bookings/[id]). */
export type RouteModuleMap = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/**
 * Joins every named route (lib/api-client/routes.ts) to the handler its module exports, and says
 * what does not match: a name without a handler, a handler without a name, a handler not built by route().
 */
export function apiOperations(modules: RouteModuleMap): { operations: ApiOperation[]; problems: string[] } {
  const problems: string[] = [];
  const operations: ApiOperation[] = [];
  const named = new Set<string>();
  for (const [name, spec] of Object.entries(ROUTES) as [RouteName, string][]) {
    const [method = "", path = ""] = spec.split(" ");
    named.add(`${method} ${path}`);
    const handler = modules[path]?.[method];
    const declaration = routeDeclaration(handler);
    if (!handler) problems.push(`${name}: no ${method} handler exported by app${path}/route.ts`);
    else if (!declaration) problems.push(`${name}: ${method} ${path} is not built by route()`);
    else operations.push({ name, method, path, declaration });
  }
  for (const [path, mod] of Object.entries(modules)) {
    for (const method of HTTP_METHODS) {
      if (method in mod && !named.has(`${method} ${path}`)) {
        problems.push(`${method} ${path} has no name in lib/api-client/routes.ts`);
      }
    }
  }
  return { operations, problems };
}
