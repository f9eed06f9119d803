import { startTwoFactorSetup } from "@/lib/server/session/two-factor-settings";
import { route } from "@/lib/server/route";
import { twoFactorSetupAnswer } from "@/lib/validation/answers/admin-system";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/two-factor/setup (magician only): a new secret, kept pending until confirmed.
 * 200 { secret (base32), otpauthUrl, qrDataUrl (SVG data URL), expiresAt }; 409 when two-factor sign-in is already on.
 */
export const POST = route(
  { auth: "magician", response: { 200: twoFactorSetupAnswer }, errors: ["conflict"] },
  async ({ user }) =>
    Response.json(await startTwoFactorSetup(user), { headers: { "Cache-Control": "private, no-store" } }),
);
