// A local stand-in for Google's OAuth 2.0 endpoints and Calendar API v3, for the clients pointed at it
// with GOOGLE_OAUTH_BASE and GOOGLE_CALENDAR_API_BASE. It follows Google's documented shapes: the token
// endpoint (authorization_code and refresh_token grants), revoke, calendarList.list, events.list with
// nextSyncToken / syncToken (410 Gone for an expired token; deleted events come back as "cancelled"),
// the consent screen (agreed at once, back to redirect_uri with a code), events.insert (409 for an id already used, even by a deleted event), patch, update, delete (410 when
// already deleted), events.watch and channels.stop, and freeBusy. Events are kept already expanded
// (Google's singleEvents=true). Every request is recorded.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInEvent {
  id: string;
  status?: "confirmed" | "cancelled" | "tentative";
  summary?: string;
  location?: string;
  transparency?: "opaque" | "transparent";
  start: { dateTime?: string; date?: string; timeZone?: string };
  end: { dateTime?: string; date?: string; timeZone?: string };
  etag?: string;
  [key: string]: unknown;
}

interface Stored {
  event: StandInEvent;
  seq: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export class GoogleCalendarStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly calendars: { id: string; summary: string; primary?: boolean }[] = [
    { id: "magician@example.com", summary: "Magician", primary: true },
    { id: "family@group.calendar.google.com", summary: "Family" },
  ];
  readonly events = new Map<string, Map<string, Stored>>();
  readonly codes = new Set<string>(["good-code"]);
  readonly refreshTokens = new Set<string>();
  readonly accessTokens = new Set<string>();
  readonly revoked: string[] = [];
  readonly channels = new Map<string, { calendarId: string; token?: string; address?: string; resourceId: string }>();
  readonly stopped: string[] = [];
  /** sync tokens below this sequence answer 410 Gone */
  expiredBefore = 0;
  private seq = 0;
  private server?: http.Server;
  base = "";

  /** Forgets everything but the calendars (between tests). */
  reset(): void {
    for (const set of [this.events, this.refreshTokens, this.accessTokens, this.channels]) set.clear();
    for (const list of [this.requests, this.revoked, this.stopped]) list.length = 0;
    this.codes.clear();
    this.codes.add("good-code");
    this.expiredBefore = 0;
  }

  calendarEvents(calendarId: string): Map<string, Stored> {
    let map = this.events.get(calendarId);
    if (!map) this.events.set(calendarId, (map = new Map()));
    return map;
  }

  /** Adds or replaces an event as if made in Google Calendar's own interface. */
  put(calendarId: string, event: StandInEvent): void {
    this.seq += 1;
    this.calendarEvents(calendarId).set(event.id, {
      event: { status: "confirmed", ...event, etag: `"${this.seq}"` },
      seq: this.seq,
    });
  }

  /** Deletes an event as Google does: it stays, "cancelled". */
  remove(calendarId: string, id: string): void {
    const stored = this.calendarEvents(calendarId).get(id);
    if (!stored) throw new Error(`no event ${id}`);
    this.put(calendarId, { ...stored.event, status: "cancelled" });
  }

  event(calendarId: string, id: string): StandInEvent | undefined {
    return this.calendarEvents(calendarId).get(id)?.event;
  }

  /** Makes every sync token given so far expire (Google's 410 Gone). */
  expireSyncTokens(): void {
    this.expiredBefore = this.seq + 1;
  }

  async start(port = 0): Promise<string> {
    this.server = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        const url = new URL(req.url ?? "/", "http://standin");
        let body: unknown = undefined;
        if (raw) {
          try {
            body = JSON.parse(raw);
          } catch {
            body = Object.fromEntries(new URLSearchParams(raw));
          }
        }
        this.requests.push({ method: req.method ?? "GET", path: url.pathname, query: url.searchParams, body });
        if (url.pathname === "/o/oauth2/v2/auth") {
          // The consent screen, agreed at once: back to the redirect URI with a code and the state unchanged.
          const code = `code-${randomBytes(6).toString("hex")}`;
          this.codes.add(code);
          const back = new URL(url.searchParams.get("redirect_uri") ?? "");
          back.searchParams.set("code", code);
          back.searchParams.set("state", url.searchParams.get("state") ?? "");
          res.writeHead(302, { location: back.toString() });
          return res.end();
        }
        const [status, answer] = this.answer(req, url, body);
        res.statusCode = status;
        if (answer === null) return res.end();
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private error(status: number, message: string, reason = "error"): [number, unknown] {
    return [status, { error: { code: status, message, errors: [{ reason, message }] } }];
  }

  private answer(req: http.IncomingMessage, url: URL, body: unknown): [number, unknown] {
    const method = req.method ?? "GET";
    const path = url.pathname;
    const form = (body ?? {}) as Record<string, string>;
    if (path === "/token" && method === "POST") return this.token(form);
    if (path === "/revoke" && method === "POST") {
      const token = url.searchParams.get("token") ?? form.token ?? "";
      if (!this.refreshTokens.has(token) && !this.accessTokens.has(token)) return this.error(400, "invalid_token");
      this.revoked.push(token);
      this.refreshTokens.delete(token);
      return [200, {}];
    }
    if (!path.startsWith("/calendar/v3/")) return this.error(404, "Not Found");
    const bearer = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    if (!this.accessTokens.has(bearer)) return this.error(401, "Invalid Credentials", "authError");
    const rest = path.slice("/calendar/v3".length);
    if (rest === "/users/me/calendarList" && method === "GET")
      return [
        200,
        {
          kind: "calendar#calendarList",
          items: this.calendars.map((c) => ({ kind: "calendar#calendarListEntry", accessRole: "owner", ...c })),
        },
      ];
    if (rest === "/channels/stop" && method === "POST") {
      const { id } = body as { id: string };
      this.stopped.push(id);
      this.channels.delete(id);
      return [204, null];
    }
    if (rest === "/freeBusy" && method === "POST") return this.freeBusy(body as never);
    const match = /^\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(rest);
    if (!match) return this.error(404, "Not Found");
    const calendarId = decodeURIComponent(match[1]!);
    const eventId = match[2] ? decodeURIComponent(match[2]) : undefined;
    if (!this.calendars.some((c) => c.id === calendarId)) return this.error(404, "Not Found", "notFound");
    const events = this.calendarEvents(calendarId);
    if (eventId === "watch" && method === "POST") {
      const given = body as { id: string; token?: string; address?: string };
      const resourceId = randomBytes(8).toString("hex");
      this.channels.set(given.id, { calendarId, token: given.token, address: given.address, resourceId });
      return [
        200,
        {
          kind: "api#channel",
          id: given.id,
          resourceId,
          resourceUri: `${this.base}${path}`,
          token: given.token,
          expiration: String(Date.now() + 7 * 86_400_000),
        },
      ];
    }
    if (!eventId && method === "GET") return this.list(calendarId, url.searchParams);
    if (!eventId && method === "POST") {
      const event = body as StandInEvent;
      if (event.id && events.has(event.id))
        return this.error(409, "The requested identifier already exists.", "duplicate");
      const id = event.id ?? randomBytes(10).toString("hex");
      this.put(calendarId, { ...event, id });
      return [200, this.event(calendarId, id)];
    }
    const stored = eventId ? events.get(eventId) : undefined;
    if (!stored || !eventId) return this.error(404, "Not Found", "notFound");
    if (method === "GET") return [200, stored.event];
    if (method === "PATCH") {
      this.put(calendarId, { ...stored.event, ...(body as object), id: eventId });
      return [200, this.event(calendarId, eventId)];
    }
    if (method === "PUT") {
      this.put(calendarId, { status: "confirmed", ...(body as StandInEvent), id: eventId });
      return [200, this.event(calendarId, eventId)];
    }
    if (method === "DELETE") {
      if (stored.event.status === "cancelled") return this.error(410, "Resource has been deleted", "deleted");
      this.remove(calendarId, eventId);
      return [204, null];
    }
    return this.error(405, "Method Not Allowed");
  }

  private token(form: Record<string, string>): [number, unknown] {
    const access = `ya29.${randomBytes(12).toString("hex")}`;
    if (form.grant_type === "authorization_code") {
      if (!this.codes.has(form.code ?? "")) return [400, { error: "invalid_grant", error_description: "Bad Request" }];
      this.codes.delete(form.code!);
      const refresh = `1//${randomBytes(16).toString("hex")}`;
      this.refreshTokens.add(refresh);
      this.accessTokens.add(access);
      const idPayload = Buffer.from(JSON.stringify({ email: "magician@example.com", sub: "1" })).toString("base64url");
      return [
        200,
        {
          access_token: access,
          refresh_token: refresh,
          expires_in: 3599,
          token_type: "Bearer",
          scope: "openid email https://www.googleapis.com/auth/calendar",
          id_token: `e30.${idPayload}.sig`,
        },
      ];
    }
    if (form.grant_type === "refresh_token") {
      if (!this.refreshTokens.has(form.refresh_token ?? ""))
        return [400, { error: "invalid_grant", error_description: "Token has been expired or revoked." }];
      this.accessTokens.add(access);
      return [200, { access_token: access, expires_in: 3599, token_type: "Bearer" }];
    }
    return [400, { error: "unsupported_grant_type" }];
  }

  private list(calendarId: string, query: URLSearchParams): [number, unknown] {
    const all = [...this.calendarEvents(calendarId).values()].sort((a, b) => a.seq - b.seq);
    const syncToken = query.get("syncToken");
    let items: Stored[];
    if (syncToken) {
      const since = Number(/^st(\d+)$/.exec(syncToken)?.[1] ?? NaN);
      if (!Number.isFinite(since) || since < this.expiredBefore)
        return this.error(410, "Sync token is no longer valid, a full sync is required.", "fullSyncRequired");
      items = all.filter((s) => s.seq > since);
    } else {
      const timeMin = query.get("timeMin");
      const showDeleted = query.get("showDeleted") === "true";
      items = all.filter((s) => {
        if (s.event.status === "cancelled" && !showDeleted) return false;
        const end = s.event.end.dateTime ?? s.event.end.date;
        return !timeMin || !end || new Date(end) > new Date(timeMin);
      });
    }
    const max = Number(query.get("maxResults") ?? 250);
    const offset = Number(query.get("pageToken") ?? 0);
    const page = items.slice(offset, offset + max);
    const more = offset + max < items.length;
    return [
      200,
      {
        kind: "calendar#events",
        items: page.map((s) => s.event),
        ...(more ? { nextPageToken: String(offset + max) } : { nextSyncToken: `st${this.seq}` }),
      },
    ];
  }

  private freeBusy(body: { timeMin: string; timeMax: string; items: { id: string }[] }): [number, unknown] {
    const calendars: Record<string, { busy: { start: string; end: string }[] }> = {};
    for (const { id } of body.items ?? []) {
      calendars[id] = {
        busy: [...this.calendarEvents(id).values()]
          .map((s) => s.event)
          .filter(
            (e) => e.status !== "cancelled" && e.transparency !== "transparent" && e.start.dateTime && e.end.dateTime,
          )
          .filter(
            (e) =>
              new Date(e.end.dateTime!) > new Date(body.timeMin) &&
              new Date(e.start.dateTime!) < new Date(body.timeMax),
          )
          .map((e) => ({ start: e.start.dateTime!, end: e.end.dateTime! })),
      };
    }
    return [200, { kind: "calendar#freeBusy", timeMin: body.timeMin, timeMax: body.timeMax, calendars }];
  }
}
