import { renewedSessionCookie } from "@/lib/server/session/session-cookie";
import { route } from "@/lib/server/route";
import { changePassword } from "@/lib/server/users/profile";
import { magicianPasswordRequestSchema } from "@/lib/validation/settings";
import { passwordChangedAnswer } from "@/lib/validation/answers/settings";

export const dynamic = "force-dynamic";

/**
 * POST /api/settings/password (magician only) { currentPassword, newPassword } → { success, message }: the
 * magician's own password, through the same rule as every password change (lib/server/users/profile). A wrong
 * current password is 400 with a message on `currentPassword` and ends nothing (5 wrong ones per 15 minutes,
 * then 429). Success ends every other session of the account (its session version is bumped) and renews this
 * request's session cookie under the new version, so the browser that changed it stays signed in.
 */
export const POST = route(
  {
    auth: "magician",
    body: magicianPasswordRequestSchema,
    response: { 200: passwordChangedAnswer },
    errors: ["bad_request", "rate_limited"],
  },
  async ({ request, user, body: { currentPassword, newPassword } }) => {
    const { sessionVersion } = await changePassword(user, user.id, currentPassword, newPassword);
    const response = Response.json({ success: true, message: "Your password has been updated successfully." });
    const renewed = await renewedSessionCookie(request, sessionVersion);
    if (renewed) response.headers.append("Set-Cookie", renewed);
    return response;
  },
);
