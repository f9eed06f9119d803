import { disableTwoFactor } from "@/lib/server/session/two-factor-settings";
import { route } from "@/lib/server/route";
import { disableTwoFactorSchema } from "@/lib/validation/two-factor";
import { twoFactorDisabledAnswer } from "@/lib/validation/answers/admin-system";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/two-factor/disable { password, code } (magician only): turns two-factor sign-in off
 * after checking the password and an authenticator or recovery code. 200 { enabled: false }; 400 for
 * a wrong password or code; 409 when it is not on; 429 after 5 wrong attempts in 15 minutes.
 */
export const POST = route(
  {
    auth: "magician",
    body: disableTwoFactorSchema,
    response: { 200: twoFactorDisabledAnswer },
    errors: ["bad_request", "conflict", "rate_limited"],
  },
  async ({ user, body }) => {
    await disableTwoFactor(user, body.password, body.code);
    return Response.json({ enabled: false }, { headers: { "Cache-Control": "private, no-store" } });
  },
);
