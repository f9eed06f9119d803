import "server-only";
import type { TwilioConfig } from "./transport";

/**
 * The one module that talks to Twilio: creates a message (POST /2010-04-01/Accounts/{sid}/Messages.json,
 * basic auth) through the `twilio` package. TWILIO_API_BASE points it elsewhere by an HTTP client
 * that rewrites each request's origin before the package's own client sends it; nothing else of
 * the request changes, so the stand-in sees exactly what Twilio would.
 */

/** Why a send failed, as the delivery job needs it. */
export class TextSendError extends Error {
  constructor(
    message: string,
    /** Twilio's HTTP status, when it answered */
    readonly status: number | undefined,
    /** Twilio's error code (21610: the number replied STOP to this sender) */
    readonly code: number | undefined,
  ) {
    super(message);
    this.name = "TextSendError";
  }
  /** The number is unsubscribed from this sender: mark it opted out, never try again. */
  get unsubscribed(): boolean {
    return this.code === TWILIO_UNSUBSCRIBED;
  }
  /** Worth trying again later: too many requests, Twilio's own trouble, or no answer at all. */
  get retryable(): boolean {
    return this.status === undefined || this.status === 429 || this.status >= 500;
  }
}

export const TWILIO_UNSUBSCRIBED = 21610;

type TwilioFactory = typeof import("twilio");
interface HttpRequest {
  uri: string;
  [key: string]: unknown;
}
interface HttpClient {
  request(opts: HttpRequest): Promise<unknown>;
}

let cached: { key: string; client: ReturnType<TwilioFactory> } | undefined;

async function clientFor(config: TwilioConfig) {
  const key = `${config.accountSid}:${config.authToken}:${config.apiBase ?? ""}`;
  if (cached?.key === key) return cached.client;
  const mod = await import("twilio");
  const twilio = ((mod as unknown as { default?: TwilioFactory }).default ?? mod) as TwilioFactory;
  let httpClient: HttpClient | undefined;
  if (config.apiBase) {
    const { RequestClient } = twilio;
    const inner = new RequestClient({ timeout: 15_000 }) as unknown as HttpClient;
    const base = new URL(config.apiBase);
    httpClient = {
      request(opts) {
        const uri = new URL(opts.uri);
        uri.protocol = base.protocol;
        uri.host = base.host;
        return inner.request({ ...opts, uri: uri.href });
      },
    };
  }
  const client = twilio(config.accountSid, config.authToken, {
    timeout: 15_000,
    ...(httpClient ? { httpClient: httpClient as never } : {}),
  });
  cached = { key, client };
  return client;
}

/** Sends one text; its Twilio SID, or a TextSendError. */
export async function sendTwilioText(config: TwilioConfig, to: string, body: string): Promise<{ sid: string }> {
  const client = await clientFor(config);
  const from = config.from.startsWith("MG") ? { messagingServiceSid: config.from } : { from: config.from };
  try {
    const message = await client.messages.create({ to, body, ...from });
    return { sid: message.sid };
  } catch (error) {
    const e = error as { status?: unknown; code?: unknown; message?: unknown };
    const status = typeof e.status === "number" ? e.status : undefined;
    const code = typeof e.code === "number" ? e.code : undefined;
    const message = typeof e.message === "string" ? e.message : String(error);
    throw new TextSendError(message.slice(0, 300), status, code);
  }
}
