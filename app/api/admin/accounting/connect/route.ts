import { STATE_COOKIE, STATE_COOKIE_PATH, consentRedirect } from "@/lib/server/accounting/connection";
import { oauthStateCookie } from "@/lib/server/auth/oauth-state";
import { route } from "@/lib/server/route";
import { accountingConnectQuery } from "@/lib/validation/accounting";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/accounting/connect?provider=xero|freeagent (magician only): 302 to the provider's
 * consent page with a signed state; its nonce is kept in an httpOnly cookie for the callback. 404 when
 * that provider's OAuth client is not configured.
 */
export const GET = route(
  { auth: "magician", query: accountingConnectQuery, response: { 302: null }, errors: ["not_found"] },
  async ({ user, query }) => {
    const { url, nonce } = consentRedirect(user.id, query.provider);
    const cookie = oauthStateCookie(STATE_COOKIE, nonce, STATE_COOKIE_PATH);
    return new Response(null, { status: 302, headers: { location: url, "set-cookie": cookie } });
  },
);
