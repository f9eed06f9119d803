/**
 * POST /api/sms/inbound: a client's reply, as Twilio posts it (application/x-www-form-urlencoded:
 * From, To, Body, MessageSid, OptOutType…). Its X-Twilio-Signature must be Twilio's signature over
 * SITE_URL + this path + the sorted fields with TWILIO_AUTH_TOKEN (403 otherwise). STOP, STOPALL,
 * UNSUBSCRIBE, CANCEL, END, QUIT: the number is sent nothing more; START, YES, UNSTOP: texts may
 * go again; HELP: nothing changes. Twilio answers those words itself, so the answer is always an
 * empty TwiML <Response/>: the business sends no reply of its own.
 */
import { EMPTY_TWIML, receiveText } from "@/lib/server/sms/inbound";
import { route } from "@/lib/server/route";

export const dynamic = "force-dynamic";

const MAX_INBOUND_BYTES = 32 * 1024;

/** No session and no cross-site check (Twilio's servers call it): the signature is the credential. */
export const POST = route(
  {
    auth: "public",
    csrf: false,
    body: "raw",
    maxBytes: MAX_INBOUND_BYTES,
    response: { 200: "text/xml" },
    errors: ["forbidden"],
  },
  async ({ request, url, body }) => {
    await receiveText({
      path: url.pathname,
      search: url.search,
      rawBody: body,
      signature: request.headers.get("x-twilio-signature"),
    });
    return new Response(EMPTY_TWIML, { headers: { "Content-Type": "text/xml; charset=utf-8" } });
  },
);
