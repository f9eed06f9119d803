/** @jest-environment node */
// No credential in a log line: a failed request on a booking's API (the 500's request_failed line,
// with the error's message and stack) and a refused cross-site call (csrf_refused) log the route
// without its token, for every kind of link that carries one.
import { GET as manageRoute } from "@/app/api/manage/[token]/route";
import { POST as cancelRoute } from "@/app/api/manage/[token]/cancel/route";
import { manageToken } from "@/lib/server/links/booking-page";
import { request } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";

jest.mock("@/lib/server/manage/view", () => ({
  manageView: async (token: string) => {
    // an unexpected failure whose message names the link, as a driver's or a library's might
    throw new Error(`lookup failed for https://example.com/booking/${token} via /api/manage/${token}`);
  },
}));

beforeAll(resetAndSeed);
afterAll(() => db.$disconnect());
afterEach(() => jest.restoreAllMocks());

const TOKEN = manageToken(4242, 7);

function logLines(spy: jest.SpyInstance): string {
  return spy.mock.calls.map((args) => args.map(String).join(" ")).join("\n");
}

describe("a token never reaches a log line", () => {
  it("the 500 of a booking's API logs its path and error without the token", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await manageRoute(await request(`/api/manage/${TOKEN}`), { params: Promise.resolve({ token: TOKEN }) });
    expect(res.status).toBe(500);
    const lines = logLines(error);
    expect(lines).toContain("request_failed");
    expect(lines).toContain("/api/manage/[redacted]");
    expect(lines).toContain("/booking/[redacted]");
    expect(lines).not.toContain(TOKEN);
  });

  it("a cross-site call to a booking's API is refused and logged without the token", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const res = await cancelRoute(
      await request(`/api/manage/${TOKEN}/cancel`, {
        method: "POST",
        body: {},
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      }),
      { params: Promise.resolve({ token: TOKEN }) },
    );
    expect(res.status).toBe(403);
    const lines = logLines(warn);
    expect(lines).toContain("csrf_refused");
    expect(lines).toContain("/api/manage/[redacted]/cancel");
    expect(lines).not.toContain(TOKEN);
  });
});
