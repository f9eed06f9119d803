import "server-only";
import { env } from "@/lib/server/env";

/**
 * How texts leave this server: through Twilio when its account SID, auth token and sender are all
 * set, else kept in the sms_outbox table (development, tests), as mail is without SMTP_URL.
 */
export function textTransport(): "twilio" | "outbox-only" {
  return twilioConfig() ? "twilio" : "outbox-only";
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  /** another host for the API (a stand-in in tests), else Twilio's */
  apiBase?: string;
}

export function twilioConfig(): TwilioConfig | null {
  const config = env();
  if (!config.TWILIO_ACCOUNT_SID || !config.TWILIO_AUTH_TOKEN || !config.TWILIO_FROM) return null;
  return {
    accountSid: config.TWILIO_ACCOUNT_SID,
    authToken: config.TWILIO_AUTH_TOKEN,
    from: config.TWILIO_FROM,
    apiBase: config.TWILIO_API_BASE,
  };
}

/** The start-up banner's line about texts. */
export function textTransportLine(): string {
  const config = twilioConfig();
  return config
    ? `Twilio from ${config.from}${config.apiBase ? ` via ${config.apiBase}` : ""}`
    : "outbox only: texts are kept in the database (set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM to send)";
}
