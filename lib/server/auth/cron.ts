import "server-only";
import { env } from "@/lib/server/env";
import { notFound, unauthorized } from "@/lib/server/errors";
import { constantTimeEqual } from "@/lib/server/security/constant-time";

function bearerMatches(header: string | null, secret: string): boolean {
  return constantTimeEqual(header?.replace(/^Bearer\s+/i, "") ?? "", secret);
}

/**
 * A platform cron's call: `Authorization: Bearer <CRON_SECRET>`, compared in constant time.
 * 404 when CRON_SECRET is unset (the endpoint does not exist then), 401 for a missing or wrong secret.
 */
export function requireCronSecret(request: Request): void {
  const secret = env().CRON_SECRET;
  if (!secret) throw notFound();
  if (!bearerMatches(request.headers.get("authorization"), secret)) throw unauthorized();
}
