// Signed-in requests for integration tests: a real next-auth session cookie, as the browser would send.
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { hashPassword } from "@/lib/server/auth/password";
import { db } from "./db";

export interface TestUser {
  id: number;
  username: string;
  role: string;
}

/**
 * A session cookie for `user` as next-auth mints it at sign-in, carrying the account's current
 * session version (`sv`; 0 for a user not in the database), so it stays valid until the account's
 * sessions are ended (sign-out, password change or reset).
 */
export async function sessionCookie(user: TestUser, options: { sessionVersion?: number } = {}): Promise<string> {
  const sv =
    options.sessionVersion ??
    (await db.user.findUnique({ where: { id: user.id }, select: { sessionVersion: true } }))?.sessionVersion ??
    0;
  const token = await encode({
    token: { sub: String(user.id), name: user.username, role: user.role, sv },
    secret: process.env.NEXTAUTH_SECRET!,
  });
  return `next-auth.session-token=${token}`;
}

/** A NextRequest to the app, optionally signed in as `user`, with a JSON body when given. */
export async function request(
  path: string,
  init: { method?: string; body?: unknown; as?: TestUser | null; headers?: Record<string, string> } = {},
): Promise<NextRequest> {
  const headers = new Headers(init.headers);
  if (init.as) headers.set("cookie", await sessionCookie(init.as));
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
    headers.set("content-type", "application/json");
  }
  return new NextRequest(new URL(path, "http://localhost:3000"), {
    method: init.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
}

/** Route params as Next 16 passes them (a promise). */
export function params<T extends Record<string, string>>(value: T): { params: Promise<T> } {
  return { params: Promise.resolve(value) };
}

export async function magician(): Promise<TestUser> {
  const user = await db.user.findFirstOrThrow({ where: { role: "magician" } });
  return user;
}

let counter = 0;

/** A registered, paid partner bar that can sign in with `password`. */
export async function createBarClient(
  overrides: Partial<{ username: string; barName: string; password: string }> = {},
) {
  counter += 1;
  const password = overrides.password ?? "bar-password-123";
  return db.user.create({
    data: {
      username: overrides.username ?? `testbar${counter}${Date.now().toString(36)}`,
      password: await hashPassword(password),
      email: `bar${counter}@example.com`,
      role: "bar-client",
      barName: overrides.barName ?? `Test Bar ${counter}`,
      ownerName: "Test Owner",
      barAddress: "1 Test Street",
      barCity: "Glasgow",
      contactPhone: "0141 555 0000",
      registrationPaid: true,
      registrationPaymentId: `pi_test_${counter}_${Date.now()}`,
    },
  });
}
