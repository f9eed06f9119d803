import { STATE_COOKIE, STATE_COOKIE_PATH, consentRedirect } from "@/lib/server/calendars/google/oauth";
import { oauthStateCookie } from "@/lib/server/auth/oauth-state";
import { route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/calendars/google/connect (magician only): 302 to Google's consent screen (offline
 * access, consent prompt) with a signed state; the state's nonce is kept in an httpOnly cookie for the
 * callback. 404 when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are unset.
 */
export const GET = route({ auth: "magician", response: { 302: null }, errors: ["not_found"] }, async ({ user }) => {
  const { url, nonce } = consentRedirect(user.id);
  const cookie = oauthStateCookie(STATE_COOKIE, nonce, STATE_COOKIE_PATH);
  return new Response(null, { status: 302, headers: { location: url, "set-cookie": cookie } });
});
