import "server-only";
import { isAcceptableCredential } from "@/lib/domain/sign-in-limits";
import { audit } from "@/lib/server/audit";
import { hashPassword } from "@/lib/server/auth/password";
import { endAllSessions } from "@/lib/server/session";
import { db } from "@/lib/server/db";
import { log } from "@/lib/server/log";
import { changePasswordRequestSchema } from "@/lib/validation/auth";

/**
 * `npm run user:password -- <username>` (scripts/user-password.ts): the operator sets an account's
 * password from the shell, e.g. when the magician has lost theirs or it may have leaked. Every
 * session of the account ends (its session version is bumped) and the audit log records it with
 * no actor. The password follows the change-password rules (6 to 72 characters, no control
 * characters, which sign-in refuses). Throws an Error with a message for the operator.
 */
export async function setPasswordFromShell(
  username: string,
  newPassword: string,
): Promise<{ id: number; username: string; sessionVersion: number }> {
  const name = username.trim();
  if (!name) throw new Error("Give the username: npm run user:password -- <username>");
  const rule = changePasswordRequestSchema.shape.newPassword.safeParse(newPassword);
  if (!rule.success) throw new Error(rule.error.issues[0]?.message ?? "The password is not acceptable.");
  if (!isAcceptableCredential(newPassword, Number.MAX_SAFE_INTEGER))
    throw new Error("The password must not contain control characters.");

  const user = await db.user.findFirst({
    where: { username: { equals: name, mode: "insensitive" } },
    orderBy: { id: "asc" },
    select: { id: true, username: true },
  });
  if (!user) throw new Error(`No account is named ${JSON.stringify(name)}.`);
  const hash = await hashPassword(newPassword);
  const sessionVersion = await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { password: hash } });
    const version = await endAllSessions(tx, user.id);
    await audit(tx, null, {
      action: "user.password.reset",
      entity: "user",
      entityId: user.id,
      after: { by: "operator (npm run user:password)" },
    });
    return version;
  });
  log("info", "password_reset_by_operator", { userId: user.id });
  return { ...user, sessionVersion };
}
