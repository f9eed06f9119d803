import { twoFactorStatus } from "@/lib/server/session/two-factor-settings";
import { route } from "@/lib/server/route";
import { twoFactorStatusAnswer } from "@/lib/validation/answers/admin-system";

export const dynamic = "force-dynamic";

/** GET /api/admin/two-factor (magician only): { enabled, enabledAt, recoveryCodesLeft }. */
export const GET = route({ auth: "magician", response: { 200: twoFactorStatusAnswer } }, async ({ user }) =>
  Response.json(await twoFactorStatus(user.id), { headers: { "Cache-Control": "private, no-store" } }),
);
