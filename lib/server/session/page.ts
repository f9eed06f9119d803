import "server-only";
import { getToken } from "next-auth/jwt";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import type { NextRequest } from "next/server";
import { tokenOptions } from "@/lib/server/auth/cookies";
import { dashboardFor, loginUrlFor, type Role } from "@/lib/domain/roles";
import { userForToken, type SessionUser } from "@/lib/server/session";

/**
 * For server components and server actions: the signed-in user of the current request,
 * checked against the database (null when signed out, deleted, or the role changed).
 */
export async function getPageUser(): Promise<SessionUser | null> {
  const jar = await cookies();
  const map = new Map(jar.getAll().map((cookie) => [cookie.name, cookie.value] as const));
  const token = await getToken({
    req: { cookies: map, headers: new Headers() } as unknown as NextRequest,
    ...tokenOptions(),
  });
  return userForToken(token);
}

/**
 * For the admin pages (a second line behind proxy.ts): signed out → /admin with the
 * 'Unauthorized' toast and a way back to `path`; wrong role → the user's own dashboard.
 *
 *   const user = await requirePageRole("magician", "/admin/magician");
 */
export async function requirePageRole(role: Role, path: string): Promise<SessionUser> {
  const user = await getPageUser();
  if (!user) redirect(loginUrlFor(role, path));
  if (user.role !== role) redirect(dashboardFor(user.role));
  return user;
}
