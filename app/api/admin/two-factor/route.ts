import { requireMagician } from "@/lib/server/auth/session";
import { twoFactorStatus } from "@/lib/server/auth/two-factor";
import { handle } from "@/lib/server/http";

export const dynamic = "force-dynamic";

/** GET /api/admin/two-factor (magician only): { enabled, enabledAt, recoveryCodesLeft }. */
export const GET = handle(async (request: Request) => {
  const user = await requireMagician(request);
  return Response.json(await twoFactorStatus(user.id), { headers: { "Cache-Control": "private, no-store" } });
});
