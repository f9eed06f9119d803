/** @jest-environment node */
// A token in a logged path, URL or message never reaches the log: the route stays, the token goes.
import { log } from "@/lib/server/log";
import { redactCredentials, redactFields } from "@/lib/server/redact-credentials";
import { csrfRefusal } from "@/lib/server/csrf";

const TOKEN = "v1.42.3.Zm9vYmFyLXNpZ25hdHVyZS1vZi1hLWxpbms";

describe("redactCredentials", () => {
  it.each([
    [`/booking/${TOKEN}`, "/booking/[redacted]"],
    [`/review/${TOKEN}?rating=5`, "/review/[redacted]?rating=5"],
    [`/quote/${TOKEN}`, "/quote/[redacted]"],
    [`/api/manage/${TOKEN}/cancel`, "/api/manage/[redacted]/cancel"],
    [`/api/quote/${TOKEN}/accept`, "/api/quote/[redacted]/accept"],
    [`/api/calendar/${TOKEN}.ics`, "/api/calendar/[redacted]"],
    [`https://example.com/booking/${TOKEN}#pay`, "https://example.com/booking/[redacted]#pay"],
    [
      `fetch failed for "http://127.0.0.1:3000/api/manage/${TOKEN}/pay"`,
      `fetch failed for "http://127.0.0.1:3000/api/manage/[redacted]/pay"`,
    ],
  ])("%s", (text, expected) => {
    expect(redactCredentials(text)).toBe(expected);
  });

  it("leaves other paths alone", () => {
    for (const path of ["/api/bookings/12/manage-link", "/admin/magician", "/api/reviews", "/bookings"]) {
      expect(redactCredentials(path)).toBe(path);
    }
  });

  it("redacts nested strings of a log line's fields and keeps other values", () => {
    expect(redactFields({ path: `/booking/${TOKEN}`, status: 500, nested: { list: [`/review/${TOKEN}`, 1] } })).toEqual(
      {
        path: "/booking/[redacted]",
        status: 500,
        nested: { list: ["/review/[redacted]", 1] },
      },
    );
  });
});

describe("log lines", () => {
  afterEach(() => jest.restoreAllMocks());

  it("a failed request's path and message carry no token", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    log("error", "request_failed", { path: `/api/manage/${TOKEN}/cancel`, message: `while loading /booking/${TOKEN}` });
    const line = String(error.mock.calls[0]?.[0]);
    expect(line).not.toContain(TOKEN);
    expect(JSON.parse(line)).toMatchObject({
      path: "/api/manage/[redacted]/cancel",
      message: "while loading /booking/[redacted]",
    });
  });

  it("a refused cross-site call to a booking's API logs its path without the token", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const refused = csrfRefusal(
      new Request(`http://localhost:3000/api/manage/${TOKEN}/cancel`, {
        method: "POST",
        headers: { origin: "https://evil.example" },
      }),
      { NODE_ENV: "development", SITE_URL: "http://localhost:3000" },
    );
    expect(refused?.status).toBe(403);
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line).toContain('"event":"csrf_refused"');
    expect(line).toContain("/api/manage/[redacted]/cancel");
    expect(line).not.toContain(TOKEN);
  });
});
