// A local stand-in for Twilio's Programmable Messaging REST API, for the client pointed at it with
// TWILIO_API_BASE. It follows Twilio's documented shapes: POST /2010-04-01/Accounts/{AccountSid}/Messages.json
// with HTTP basic auth (the account SID and auth token) and a form body (To, From or
// MessagingServiceSid, Body) answers 201 with the message resource (sid SM…, status "queued",
// num_segments); a wrong account or token answers 401 (code 20003); a missing To or Body 400 (21604,
// 21602). Two failures can be arranged: 429 Too Many Requests (code 20429) for the next n requests,
// and 400 code 21610 ("Attempt to send to unsubscribed recipient") for numbers that replied STOP.
// Every request is recorded. `npx tsx tests/support/twilio-standin.ts <port> <sid> <token>` serves it alone (e2e).
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface SentMessage {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

export interface RecordedTwilioRequest {
  method: string;
  path: string;
  status: number;
  form: Record<string, string>;
}

function twilioError(status: number, code: number, message: string) {
  return { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status };
}

export class TwilioStandIn {
  readonly requests: RecordedTwilioRequest[] = [];
  readonly messages: SentMessage[] = [];
  /** numbers (E.164) that replied STOP to this sender: Twilio refuses them with 21610 */
  readonly unsubscribed = new Set<string>();
  /** how many of the next requests answer 429 */
  tooManyRequests = 0;
  private server?: http.Server;
  base = "";

  constructor(
    readonly accountSid: string,
    readonly authToken: string,
  ) {}

  reset(): void {
    this.requests.length = 0;
    this.messages.length = 0;
    this.unsubscribed.clear();
    this.tooManyRequests = 0;
  }

  async start(port = 0): Promise<string> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://stand-in");
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
    const answer = (status: number, body: unknown) => {
      this.requests.push({ method: req.method ?? "", path: url.pathname, status, form });
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname);
    if (!match || req.method !== "POST")
      return answer(404, twilioError(404, 20404, "The requested resource was not found"));
    const expected = `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString("base64")}`;
    if (req.headers.authorization !== expected || match[1] !== this.accountSid)
      return answer(401, twilioError(401, 20003, "Authenticate"));
    if (this.tooManyRequests > 0) {
      this.tooManyRequests--;
      return answer(429, twilioError(429, 20429, "Too Many Requests"));
    }
    if (!form.To) return answer(400, twilioError(400, 21604, "A 'To' phone number is required."));
    if (!form.Body) return answer(400, twilioError(400, 21602, "Message body is required."));
    if (!form.From && !form.MessagingServiceSid)
      return answer(400, twilioError(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required"));
    if (this.unsubscribed.has(form.To))
      return answer(400, twilioError(400, 21610, "Attempt to send to unsubscribed recipient"));
    const sid = `SM${randomBytes(16).toString("hex")}`;
    const message: SentMessage = {
      sid,
      to: form.To,
      from: form.From ?? null,
      messagingServiceSid: form.MessagingServiceSid ?? null,
      body: form.Body,
    };
    this.messages.push(message);
    const now = new Date().toUTCString();
    answer(201, {
      sid,
      account_sid: this.accountSid,
      to: message.to,
      from: message.from,
      messaging_service_sid: message.messagingServiceSid,
      body: message.body,
      status: "queued",
      num_segments: "1",
      num_media: "0",
      direction: "outbound-api",
      api_version: "2010-04-01",
      date_created: now,
      date_updated: now,
      date_sent: null,
      error_code: null,
      error_message: null,
      price: null,
      price_unit: "USD",
      uri: `/2010-04-01/Accounts/${this.accountSid}/Messages/${sid}.json`,
      subresource_uris: { media: `/2010-04-01/Accounts/${this.accountSid}/Messages/${sid}/Media.json` },
    });
  }
}

// Run alone: the e2e runner's Twilio on a fixed port.
if (process.argv[1]?.endsWith("twilio-standin.ts")) {
  const [port, sid, token] = process.argv.slice(2);
  const standIn = new TwilioStandIn(sid!, token!);
  void standIn.start(Number(port)).then((base) => console.log(`Twilio stand-in on ${base}`));
}
