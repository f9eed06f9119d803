import { assertSelfOrMagician } from "@/lib/server/session";
import { renewedSessionCookie } from "@/lib/server/session/session-cookie";
import { idParams, route } from "@/lib/server/route";
import { changePassword } from "@/lib/server/users/profile";
import { changePasswordRequestSchema } from "@/lib/validation/auth";
import { passwordChangedAnswer } from "@/lib/validation/answers/account";

export const dynamic = "force-dynamic";

/**
 * PUT /api/users/{id}/password { currentPassword, newPassword }: the user's own password (or, for the
 * magician, anyone's, confirmed with the magician's own password). Errors carry the text in both
 * `error` and `message` (the dashboard shows `message`). Every session of the account ends (its
 * session version is bumped); a user changing their own password gets their session cookie renewed.
 */
export const PUT = route(
  {
    auth: "any-signed-in",
    params: idParams,
    authorize: ({ user, params }) => void assertSelfOrMagician(user, params.id),
    body: changePasswordRequestSchema,
    response: { 200: passwordChangedAnswer },
    errors: ["bad_request"],
    errorBody: (body, error) => ({ ...body, message: error.message }),
  },
  async ({ request, user, params: { id }, body: { currentPassword, newPassword } }) => {
    const { sessionVersion } = await changePassword(user, id, currentPassword, newPassword);
    const response = Response.json({ success: true, message: "Your password has been updated successfully." });
    // The change ended every session of the account; the one that made it carries on.
    const renewed = user.id === id ? await renewedSessionCookie(request, sessionVersion) : null;
    if (renewed) response.headers.append("Set-Cookie", renewed);
    return response;
  },
);
