// Every per-address rate limit counts the address lib/server/client-address.ts decides: forged
// X-Forwarded-For entries do not escape a limit, IPv6 clients share one per /64, IPv4-mapped IPv6 is
// IPv4, and requests without any address never share one bucket. Route handlers are called directly
// here, as they are behind `npm start` once server.mjs has made the header's last entry the peer
// (TRUST_PROXY_HOPS is unset: 0). The rewrite itself is unit-tested in tests/unit/server/forwarded-for.test.ts.
import { GET as checkUsername } from "@/app/api/auth/check-username/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as postLead } from "@/app/api/leads/route";
import { clientAddressOf as signInAddressOf } from "@/lib/server/session/sign-in";
import { clientAddressOf } from "@/lib/server/client-address";
import { clientAddress } from "@/lib/server/http";
import { request } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());
beforeAll(() => jest.spyOn(console, "warn").mockImplementation(() => {}));

const LEAD = {
  name: "Grace Hopper",
  email: "grace@example.com",
  phone: "0141 496 0000",
  eventType: "corporate",
  location: "Glasgow",
  message: "We would love a magician for our launch.",
};

async function lead(forwardedFor?: string): Promise<number> {
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor };
  const response = await postLead(await request("/api/leads", { method: "POST", body: LEAD, headers }));
  return response.status;
}

const keys = async (prefix: string) =>
  (await db.rateLimitHit.findMany({ where: { key: { startsWith: prefix } }, select: { key: true } })).map(
    (hit) => hit.key,
  );

describe("the client address of every rate limit", () => {
  it("forged entries to the left of the peer do not escape the enquiry limit", async () => {
    for (let i = 0; i < 5; i++) expect(await lead(`198.51.100.${i}, 203.0.113.20`)).toBe(201);
    expect(await lead("9.9.9.9, 203.0.113.20")).toBe(429);
    expect(await lead("203.0.113.20")).toBe(429);
    expect(await lead("203.0.113.21")).toBe(201);
    expect(new Set(await keys("lead:"))).toEqual(new Set(["lead:203.0.113.20", "lead:203.0.113.21"]));
  });

  it("an IPv6 client is limited per /64, and IPv4-mapped IPv6 counts as its IPv4 address", async () => {
    for (let i = 1; i <= 5; i++) expect(await lead(`2001:db8:1:2::${i.toString(16)}`)).toBe(201);
    expect(await lead("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe(429);
    expect(await lead("[2001:db8:1:2::99]:443")).toBe(429);
    expect(await lead("2001:db8:1:3::1")).toBe(201);

    for (let i = 0; i < 5; i++) expect(await lead(i % 2 ? "203.0.113.30" : "::ffff:203.0.113.30")).toBe(201);
    expect(await lead("::ffff:cb00:711e")).toBe(429); // 203.0.113.30 in hexadecimal
  });

  it("requests without any usable address are never pooled into one bucket", async () => {
    for (const header of [undefined, undefined, "", "unknown", "garbage", undefined, "not, addresses"]) {
      expect([header, await lead(header)]).toEqual([header, 201]);
    }
    const unidentified = await keys("lead:unidentified:");
    expect(unidentified).toHaveLength(7);
    expect(new Set(unidentified).size).toBe(7);
    expect(await keys("lead:unknown")).toEqual([]);
  });

  it("registration, username checks and payment intents count the same address", async () => {
    const headers = { "x-forwarded-for": "198.51.100.77, 2001:db8:aa:bb:1::2" };
    await checkUsername(await request("/api/auth/check-username?username=somebar", { headers }));
    await register(await request("/api/auth/register", { method: "POST", body: {}, headers }));
    await createIntent(await request("/api/create-payment-intent", { method: "POST", body: {}, headers }));
    expect(await keys("check-username:")).toEqual(["check-username:ip:2001:db8:aa:bb::/64"]);
    expect(await keys("register:")).toEqual(["register:ip:2001:db8:aa:bb::/64"]);
    expect(await keys("payment-intent:")).toEqual(["payment-intent:2001:db8:aa:bb::/64"]);
  });

  it("http.ts and sign-in delegate to the one rule", async () => {
    for (const header of ["203.0.113.5", "1.1.1.1, ::ffff:203.0.113.5", "2001:db8:9:9::1"]) {
      const headers = new Headers({ "x-forwarded-for": header });
      const expected = clientAddressOf(headers);
      expect(signInAddressOf(headers)).toBe(expected);
      expect(clientAddress(await request("/api/leads", { headers: { "x-forwarded-for": header } }))).toBe(expected);
    }
  });
});
