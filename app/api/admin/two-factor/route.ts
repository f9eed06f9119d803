import { twoFactorStatus } from "@/lib/server/session/two-factor-settings";
import { route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

/** GET /api/admin/two-factor (magician only): { enabled, enabledAt, recoveryCodesLeft }. */
export const GET = route({ auth: "magician" }, async ({ user }) =>
  Response.json(await twoFactorStatus(user.id), { headers: { "Cache-Control": "private, no-store" } }),
);
