import { clearOAuthStateCookie } from "@/lib/server/auth/oauth-state";
import {
  STATE_COOKIE,
  STATE_COOKIE_PATH,
  STATE_MISMATCH,
  finishConnect,
  providerOfState,
} from "@/lib/server/accounting/connection";
import { parseCookieHeader } from "@/lib/server/auth/cookies";
import { badRequest } from "@/lib/server/http";
import { route } from "@/lib/server/route";
import { accountingCallbackQuery } from "@/lib/validation/accounting";

export const dynamic = "force-dynamic";

const SETTINGS = "/admin/magician?tab=settings";

/**
 * GET /api/admin/accounting/callback (magician only; the provider sends the browser here): checks the
 * state against the signed-in user and this browser's nonce (400, nothing kept, when it does not
 * match), exchanges the code and keeps the connection, then 302 to Settings (?accounting=connected,
 * or ?accounting=denied when the magician declined).
 */
export const GET = route(
  { auth: "magician", query: accountingCallbackQuery, response: { 302: null }, errors: ["bad_request", "bad_gateway"] },
  async ({ request, user, query }) => {
    const nonce = parseCookieHeader(request.headers.get("cookie")).get(STATE_COOKIE);
    const provider = query.state ? providerOfState(query.state, user.id, nonce) : null;
    if (!provider) throw badRequest(STATE_MISMATCH, { state: STATE_MISMATCH });
    let outcome = "connected";
    if (query.error || !query.code) outcome = "denied";
    else await finishConnect(user, provider, query.code);
    return new Response(null, {
      status: 302,
      // Relative: the request's own URL may name the server's local address rather than the site's.
      headers: {
        location: `${SETTINGS}&accounting=${outcome}`,
        "set-cookie": clearOAuthStateCookie(STATE_COOKIE, STATE_COOKIE_PATH),
      },
    });
  },
);
