import { clearOAuthStateCookie } from "@/lib/server/auth/oauth-state";
import { z } from "@/lib/validation/zod";
import { parseCookieHeader } from "@/lib/server/auth/cookies";
import {
  STATE_COOKIE,
  STATE_COOKIE_PATH,
  STATE_MISMATCH,
  finishConnect,
  stateMatches,
} from "@/lib/server/calendars/google/oauth";
import { askGoogle } from "@/lib/server/calendars/google/client";
import { badRequest } from "@/lib/server/http";
import { route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

const callbackQuery = z.object({
  state: z.string().max(400).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});

const SETTINGS = "/admin/magician?tab=settings";

/**
 * GET /api/admin/calendars/google/callback (magician only; Google sends the browser here): checks the
 * state against the signed-in user and this browser's nonce (400, nothing kept, when it does not
 * match), exchanges the code and keeps the account, then 302 to Settings (?google=connected, or
 * ?google=denied when the magician declined).
 */
export const GET = route(
  { auth: "magician", query: callbackQuery, response: { 302: null }, errors: ["bad_request", "bad_gateway"] },
  async ({ request, user, query }) => {
    const nonce = parseCookieHeader(request.headers.get("cookie")).get(STATE_COOKIE);
    if (!query.state || !stateMatches(query.state, user.id, nonce))
      throw badRequest(STATE_MISMATCH, { state: STATE_MISMATCH });
    const clear = clearOAuthStateCookie(STATE_COOKIE, STATE_COOKIE_PATH);
    let outcome = "connected";
    if (query.error || !query.code) outcome = "denied";
    else await askGoogle("connect", () => finishConnect(user, query.code!));
    return new Response(null, {
      status: 302,
      // Relative: the request's own URL may name the server's local address rather than the site's.
      headers: { location: `${SETTINGS}&google=${outcome}`, "set-cookie": clear },
    });
  },
);
