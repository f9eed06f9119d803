import { requireSelfOrMagician } from "@/lib/server/auth/session";
import { renewedSessionCookie } from "@/lib/server/auth/session-cookie";
import { HttpError, handle, jsonError, parseId, readJson } from "@/lib/server/http";
import { changePassword } from "@/lib/server/users/profile";
import { changePasswordRequestSchema } from "@/lib/validation/auth";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/**
 * PUT /api/users/{id}/password { currentPassword, newPassword }: the user's own password (or, for the
 * magician, anyone's, confirmed with the magician's own password). Errors carry the text in both
 * `error` and `message` (the dashboard shows `message`). Every session of the account ends (its
 * session version is bumped); a user changing their own password gets their session cookie renewed.
 */
export const PUT = handle(async (request: Request, { params }: Context) => {
  try {
    const id = parseId((await params).id);
    const actor = await requireSelfOrMagician(request, id);
    const { currentPassword, newPassword } = await readJson(request, changePasswordRequestSchema);
    const { sessionVersion } = await changePassword(actor, id, currentPassword, newPassword);
    const response = Response.json({ success: true, message: "Your password has been updated successfully." });
    // The change ended every session of the account; the one that made it carries on.
    const renewed = actor.id === id ? await renewedSessionCookie(request, sessionVersion) : null;
    if (renewed) response.headers.append("Set-Cookie", renewed);
    return response;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const response = jsonError(error);
    const body = await response.json();
    return Response.json({ ...body, message: error.message }, { status: error.status });
  }
});
