import "server-only";
import { hashPassword, verifyPassword } from "@/lib/server/auth/password";
import { endAllSessions, type SessionUser } from "@/lib/server/session";
import { db, type Prisma } from "@/lib/server/db";
import { AppError, badRequest, notFound, tooManyRequests } from "@/lib/server/http";
import { log } from "@/lib/server/log";
import { rateLimit } from "@/lib/server/rate-limit";
import type { AccountSettings } from "@/lib/validation/auth";

/** A user's profile as it may leave the server: never the password hash, payment or Stripe references. */
export const PROFILE_SELECT = {
  id: true,
  username: true,
  email: true,
  role: true,
  barName: true,
  ownerName: true,
  barAddress: true,
  barCity: true,
  barPostcode: true,
  barLatitude: true,
  barLongitude: true,
  contactPhone: true,
  registrationPaid: true,
  createdAt: true,
} satisfies Prisma.UserSelect;

export type UserProfile = Prisma.UserGetPayload<{ select: typeof PROFILE_SELECT }>;

export async function getUserProfile(id: number): Promise<UserProfile> {
  const user = await db.user.findUnique({ where: { id }, select: PROFILE_SELECT });
  if (!user) throw notFound("User not found");
  return user;
}

/** Updates the contact details (the bar client's account settings); the magician's edits are audited. */
export async function updateUserProfile(
  actor: SessionUser,
  id: number,
  changes: Partial<AccountSettings>,
): Promise<UserProfile> {
  const before = await db.user.findUnique({ where: { id }, select: PROFILE_SELECT });
  if (!before) throw notFound("User not found");
  return db.$transaction(async (tx) => {
    const after = await tx.user.update({ where: { id }, data: changes, select: PROFILE_SELECT });
    if (actor.role === "magician" && actor.id !== id) {
      await tx.auditLog.create({
        data: {
          actorId: actor.id,
          actorName: actor.username,
          action: "user.update",
          entity: "user",
          entityId: String(id),
          before: pick(before, Object.keys(changes)),
          after: pick(after, Object.keys(changes)),
        },
      });
    }
    return after;
  });
}

function pick(record: Record<string, unknown>, keys: string[]): Prisma.InputJsonObject {
  return Object.fromEntries(keys.map((key) => [key, (record[key] ?? null) as Prisma.InputJsonValue]));
}

export const CURRENT_PASSWORD_INCORRECT = "Current password is incorrect";
export const TOO_MANY_PASSWORD_ATTEMPTS = "Too many incorrect password attempts. Please wait 15 minutes and try again.";
const PASSWORD_WINDOW_MS = 15 * 60 * 1000;
const MAX_WRONG_CURRENT_PASSWORDS = 5;

/**
 * Changes a user's password after checking the current one. Who proves what:
 * a user changing their own password gives their current password; the magician changing
 * someone else's (e.g. a seeded partner bar that cannot sign in yet) re-confirms with the
 * magician's own password as `currentPassword`. Wrong current passwords are limited to 5 per
 * 15 minutes per account, like sign-ins. The new password ends every session of the account
 * (its session version is bumped: someone who knew the old password is signed out); the account's
 * new session version is returned so the route can renew the caller's own session.
 */
export async function changePassword(
  actor: SessionUser,
  id: number,
  currentPassword: string,
  newPassword: string,
): Promise<{ sessionVersion: number }> {
  const target = await db.user.findUnique({ where: { id }, select: { id: true, password: true } });
  if (!target) throw notFound("User not found");
  const proverId = actor.role === "magician" ? actor.id : target.id;
  const prover =
    proverId === target.id
      ? target
      : await db.user.findUniqueOrThrow({ where: { id: proverId }, select: { id: true, password: true } });

  const key = `password-change:user:${prover.id}`;
  if ((await rateLimit.count(key, PASSWORD_WINDOW_MS)) >= MAX_WRONG_CURRENT_PASSWORDS)
    throw tooManyRequests(TOO_MANY_PASSWORD_ATTEMPTS);
  if (!(await verifyPassword(currentPassword, prover.password))) {
    await rateLimit.record(key);
    throw new AppError("bad_request", CURRENT_PASSWORD_INCORRECT, { currentPassword: CURRENT_PASSWORD_INCORRECT });
  }
  if (currentPassword === newPassword && prover.id === target.id) {
    throw badRequest("New password must be different from the current password.", {
      newPassword: "New password must be different from the current password.",
    });
  }
  await rateLimit.clear(key);
  const hash = await hashPassword(newPassword);
  const sessionVersion = await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id }, data: { password: hash } });
    const version = await endAllSessions(tx, id);
    if (actor.role === "magician" && actor.id !== id) {
      await tx.auditLog.create({
        data: {
          actorId: actor.id,
          actorName: actor.username,
          action: "user.password.reset",
          entity: "user",
          entityId: String(id),
        },
      });
    }
    return version;
  });
  log("info", "password_changed", { userId: id, byMagician: actor.id !== id });
  return { sessionVersion };
}
