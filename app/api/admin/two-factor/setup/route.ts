import { requireMagician } from "@/lib/server/auth/session";
import { startTwoFactorSetup } from "@/lib/server/auth/two-factor";
import { handle } from "@/lib/server/http";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/two-factor/setup (magician only): a new secret, kept pending until confirmed.
 * 200 { secret (base32), otpauthUrl, qrDataUrl (SVG data URL), expiresAt }; 409 when two-factor sign-in is already on.
 */
export const POST = handle(async (request: Request) => {
  const user = await requireMagician(request);
  return Response.json(await startTwoFactorSetup(user), { headers: { "Cache-Control": "private, no-store" } });
});
