import "server-only";
import { replyMeaning, type ReplyMeaning } from "@/lib/domain/sms";
import { toE164 } from "@/lib/domain/phone";
import { env, siteUrl } from "@/lib/server/env";
import { forbidden } from "@/lib/server/errors";
import { log } from "@/lib/server/log";
import { optIn, optOut } from "./opt-outs";
import { isTwilioSignatureValid } from "./signature";

/** The answer Twilio gets: no message of ours (Twilio answers STOP, START and HELP itself). */
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

/**
 * A client's reply, as Twilio posts it (form fields From, Body, …) to SITE_URL + the path. Only a
 * request signed with our auth token counts (403 otherwise, and always without TWILIO_AUTH_TOKEN):
 * STOP and its kin record the number as opted out, START and its kin lift it, HELP and anything
 * else change nothing. Returns what the reply meant.
 */
export async function receiveText(input: {
  path: string;
  search: string;
  rawBody: string;
  signature: string | null;
}): Promise<ReplyMeaning> {
  // The token alone is enough: replies are checked even while texts stay in the outbox.
  const authToken = env().TWILIO_AUTH_TOKEN;
  const params = [...new URLSearchParams(input.rawBody)];
  const url = `${siteUrl()}${input.path}${input.search}`;
  if (!authToken || !isTwilioSignatureValid(authToken, input.signature, url, params)) {
    log("warn", "text_inbound_refused", { signed: Boolean(input.signature) });
    throw forbidden("The request is not signed by Twilio.");
  }
  const fields = new Map(params);
  const from = toE164(fields.get("From") ?? "");
  // Twilio's Advanced Opt-Out sends its own verdict; it agrees with the words, which are read too.
  const optOutType = (fields.get("OptOutType") ?? "").toUpperCase();
  const meaning: ReplyMeaning =
    optOutType === "STOP"
      ? "opt-out"
      : optOutType === "START"
        ? "opt-in"
        : optOutType === "HELP"
          ? "help"
          : replyMeaning(fields.get("Body") ?? "");
  if (from && meaning === "opt-out") await optOut(from, "reply");
  if (from && meaning === "opt-in") await optIn(from);
  log("info", "text_inbound", { meaning });
  return meaning;
}
