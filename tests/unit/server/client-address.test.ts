// The one rule for a request's client address (lib/server/client-address.ts): which X-Forwarded-For
// entry counts for a number of trusted proxies, IPv6 per /64, IPv4-mapped IPv6 as IPv4, and no
// shared bucket when nothing usable is known.
import { clientAddressOf, normaliseAddress } from "@/lib/server/client-address";

const xff = (value?: string) => new Headers(value === undefined ? {} : { "x-forwarded-for": value });

describe("normaliseAddress", () => {
  it("keeps IPv4, with or without a port", () => {
    expect(normaliseAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(normaliseAddress(" 203.0.113.7:51234 ")).toBe("203.0.113.7");
  });

  it("turns IPv4-mapped IPv6 into IPv4, in either notation", () => {
    expect(normaliseAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(normaliseAddress("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(normaliseAddress("[::ffff:127.0.0.1]:3000")).toBe("127.0.0.1");
  });

  it("counts IPv6 per /64, whatever the notation, port or zone", () => {
    const prefix = "2001:db8:85a3:8d3::/64";
    for (const address of [
      "2001:db8:85a3:8d3:1319:8a2e:370:7348",
      "2001:0DB8:85A3:08D3:0000:0000:0000:0001",
      "2001:db8:85a3:8d3::",
      "[2001:db8:85a3:8d3:ffff::1]:443",
      "2001:db8:85a3:8d3::1.2.3.4",
    ]) {
      expect([address, normaliseAddress(address)]).toEqual([address, prefix]);
    }
    expect(normaliseAddress("2001:db8:85a3:8d4::1")).toBe("2001:db8:85a3:8d4::/64");
    expect(normaliseAddress("::1")).toBe("0:0:0:0::/64");
    expect(normaliseAddress("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("gives null for anything that is not an address", () => {
    for (const garbage of [
      "",
      "unknown",
      "localhost",
      "_hidden",
      "203.0.113",
      "203.0.113.256",
      "1.2.3.4.5",
      "2001:db8::g",
      "1:2:3:4:5:6:7:8:9",
      "::ffff:1.2.3",
      "[203.0.113.7",
      "<script>",
      "203.0.113.7; drop table",
      null,
      undefined,
    ]) {
      expect([garbage, normaliseAddress(garbage)]).toEqual([garbage, null]);
    }
  });
});

describe("clientAddressOf", () => {
  it("with no trusted proxy (0), takes the TCP peer and ignores what the client sent", () => {
    expect(clientAddressOf(xff("198.51.100.1, 198.51.100.2"), "203.0.113.7", 0)).toBe("203.0.113.7");
    expect(clientAddressOf(xff(), "::ffff:203.0.113.7", 0)).toBe("203.0.113.7");
  });

  it("without the peer, takes the header's last entry, where server.mjs put the peer", () => {
    expect(clientAddressOf(xff("198.51.100.1, 203.0.113.7"), undefined, 0)).toBe("203.0.113.7");
    expect(clientAddressOf(xff("203.0.113.7"), undefined, 0)).toBe("203.0.113.7");
  });

  it("with N trusted proxies, takes the N-th entry from the right of the header as received", () => {
    const chain = "198.51.100.66, 203.0.113.7, 10.0.0.1"; // forged, client (seen by the CDN), the CDN (seen by the load balancer)
    expect(clientAddressOf(xff(chain), "10.0.0.2", 1)).toBe("10.0.0.1");
    expect(clientAddressOf(xff(chain), "10.0.0.2", 2)).toBe("203.0.113.7");
    // The same request after server.mjs appended the peer: one more entry on the right.
    expect(clientAddressOf(xff(`${chain}, 10.0.0.2`), undefined, 2)).toBe("203.0.113.7");
  });

  it("with fewer entries than proxies (a request that skipped one), takes the leftmost: every entry is trusted", () => {
    expect(clientAddressOf(xff(), "203.0.113.7", 2)).toBe("203.0.113.7");
    expect(clientAddressOf(xff("203.0.113.7"), "10.0.0.2", 3)).toBe("203.0.113.7");
  });

  it("prepending forged entries never changes the answer", () => {
    for (const hops of [0, 1, 2]) {
      const honest = clientAddressOf(xff("203.0.113.7, 10.0.0.1"), "10.0.0.2", hops);
      const forged = clientAddressOf(xff("1.1.1.1, 2.2.2.2, 203.0.113.7, 10.0.0.1"), "10.0.0.2", hops);
      expect([hops, forged]).toEqual([hops, honest]);
    }
  });

  it("ignores empty entries and never reads X-Real-IP", () => {
    expect(clientAddressOf(xff(" , ,203.0.113.7,, "), undefined, 0)).toBe("203.0.113.7");
    expect(
      clientAddressOf(new Headers({ "x-real-ip": "198.51.100.1", "x-forwarded-for": "203.0.113.7" }), undefined, 0),
    ).toBe("203.0.113.7");
  });

  it("counts an IPv6 client per /64 and an IPv4-mapped one as IPv4", () => {
    expect(clientAddressOf(xff("2001:db8:1:2:aaaa::1"), undefined, 0)).toBe(
      clientAddressOf(xff("2001:db8:1:2:bbbb::9"), undefined, 0),
    );
    expect(clientAddressOf(xff("2001:db8:1:2::1"), undefined, 0)).not.toBe(
      clientAddressOf(xff("2001:db8:1:3::1"), undefined, 0),
    );
    expect(clientAddressOf(xff("::ffff:203.0.113.7, 10.0.0.1"), undefined, 1)).toBe("203.0.113.7");
  });

  it("gives every request without a usable address a key of its own, never a shared bucket", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const unknown = [
      clientAddressOf(xff(), undefined, 0),
      clientAddressOf(xff(), undefined, 0),
      clientAddressOf(xff("unknown"), undefined, 0),
      clientAddressOf(xff("not-an-address"), undefined, 0),
      clientAddressOf(xff(), "", 0),
      clientAddressOf(xff("203.0.113.7, garbage"), "10.0.0.2", 1),
    ];
    expect(new Set(unknown).size).toBe(unknown.length);
    for (const key of unknown) expect(key).toMatch(/^unidentified:[0-9a-f-]{36}$/);
    // Logged once per process: in production it means the server was not started with `npm start`.
    expect(warn.mock.calls.filter(([line]) => String(line).includes("client_address_unknown"))).toHaveLength(1);
    warn.mockRestore();
  });

  it("reads TRUST_PROXY_HOPS when no number is given (0 when unset)", () => {
    expect(clientAddressOf(xff("198.51.100.1, 203.0.113.7"))).toBe("203.0.113.7");
  });
});
