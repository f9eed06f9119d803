import { enableTwoFactor } from "@/lib/server/session/two-factor-settings";
import { route } from "@/lib/server/route";
import { enableTwoFactorSchema } from "@/lib/validation/two-factor";
import { twoFactorEnabledAnswer } from "@/lib/validation/answers/admin-system";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/two-factor/enable { code } (magician only): confirms the pending secret with a code
 * of the app and turns two-factor sign-in on. 200 { enabled: true, recoveryCodes: [10 codes] }, shown
 * this once; 400 for a wrong code; 409 when there is no (live) set-up or it is already on.
 */
export const POST = route(
  {
    auth: "magician",
    body: enableTwoFactorSchema,
    response: { 200: twoFactorEnabledAnswer },
    errors: ["bad_request", "conflict"],
  },
  async ({ user, body }) => {
    const recoveryCodes = await enableTwoFactor(user, body.code);
    return Response.json({ enabled: true, recoveryCodes }, { headers: { "Cache-Control": "private, no-store" } });
  },
);
