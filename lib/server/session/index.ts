import "server-only";
import { getToken, type JWT } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { db, type Db, type Prisma } from "@/lib/server/db";
import { forbidden, unauthorized } from "@/lib/server/http";
import { tokenOptions, tokenRequest } from "@/lib/server/auth/cookies";
import type { Role } from "@/lib/domain/roles";

export interface SessionUser {
  id: number;
  username: string;
  role: Role;
  barName: string | null;
}

/** The decoded next-auth JWT of a request's session cookie (never from an Authorization header). */
export async function readSessionToken(request: Request): Promise<JWT | null> {
  return getToken({ req: tokenRequest(request) as unknown as NextRequest, ...tokenOptions() });
}

/**
 * Checks a decoded token against the database: the user must still exist with the same role and
 * the same session version (signing out, a password change or reset bump it, which ends every
 * session issued before; a token without a version predates them and is refused too).
 */
export async function userForToken(token: JWT | null): Promise<SessionUser | null> {
  const id = Number(token?.sub);
  if (!token || !Number.isInteger(id) || id < 1) return null;
  const user = await db.user.findUnique({
    where: { id },
    select: { id: true, username: true, role: true, barName: true, sessionVersion: true },
  });
  if (!user || user.role !== token.role || user.sessionVersion !== token.sv) return null;
  return { id: user.id, username: user.username, role: user.role as Role, barName: user.barName };
}

/** Whether a token's session version is still the account's (for next-auth's callbacks). */
export async function isCurrentSession(token: JWT): Promise<boolean> {
  const id = Number(token.sub);
  if (!Number.isInteger(id) || id < 1 || typeof token.sv !== "number") return false;
  const user = await db.user.findUnique({ where: { id }, select: { sessionVersion: true } });
  return user?.sessionVersion === token.sv;
}

/** Ends every session of an account (all devices): a password change or reset. */
export async function endAllSessions(client: Db | Prisma.TransactionClient, userId: number): Promise<number> {
  const user = await client.user.update({
    where: { id: userId },
    data: { sessionVersion: { increment: 1 } },
    select: { sessionVersion: true },
  });
  return user.sessionVersion;
}

/**
 * Sign-out: ends every session of the account, but only when the token signing out is current, so
 * a stale cookie (already ended) cannot be used to sign the owner out again and again.
 */
export async function endSessionsOfToken(token: JWT | null): Promise<boolean> {
  const id = Number(token?.sub);
  if (!token || !Number.isInteger(id) || id < 1 || typeof token.sv !== "number") return false;
  const { count } = await db.user.updateMany({
    where: { id, sessionVersion: token.sv },
    data: { sessionVersion: { increment: 1 } },
  });
  return count > 0;
}

/**
 * The signed-in user of a request, read from the next-auth session cookie and checked
 * against the database (a deleted user or a changed role takes effect at once).
 */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  return userForToken(await readSessionToken(request));
}

/** `user` when signed in with one of the roles (any role when none are given): otherwise 401 (signed out) or 403 (wrong role). */
export function authorize(user: SessionUser | null, roles: readonly Role[] = []): SessionUser {
  if (!user) throw unauthorized();
  if (roles.length > 0 && !roles.includes(user.role)) throw forbidden();
  return user;
}

/** The signed-in user, who must have one of the roles: otherwise 401 (signed out) or 403 (wrong role). */
export async function requireUser(request: Request, ...roles: Role[]): Promise<SessionUser> {
  return authorize(await getSessionUser(request), roles);
}

export const requireMagician = (request: Request) => requireUser(request, "magician");
export const requireBarClient = (request: Request) => requireUser(request, "bar-client");

/** A user may act on their own record; the magician on anyone's (403 otherwise). */
export function assertSelfOrMagician(user: SessionUser, userId: number): SessionUser {
  if (user.role !== "magician" && user.id !== userId) throw forbidden();
  return user;
}

export async function requireSelfOrMagician(request: Request, userId: number): Promise<SessionUser> {
  return assertSelfOrMagician(await requireUser(request), userId);
}
