// What `npm start` (server.mjs) does to X-Forwarded-For before Next sees a request
// (lib/server/security/forwarded-for.mjs), and how the app then reads it (lib/server/client-address.ts).
// server.mjs itself only wires this into node:http around Next's request handler; starting it needs
// a production build, which the e2e suite (tests/e2e/run.ts) has.
import { clientAddressOf } from "@/lib/server/client-address";
import { forwardedForWithPeer, parseTrustProxyHops, UNKNOWN_PEER } from "@/lib/server/security/forwarded-for.mjs";

describe("forwardedForWithPeer", () => {
  it("with no trusted proxy, replaces whatever the client sent with the TCP peer", () => {
    expect(forwardedForWithPeer("198.51.100.1", "203.0.113.7", 0)).toBe("203.0.113.7");
    expect(forwardedForWithPeer(["198.51.100.1", "198.51.100.2"], "203.0.113.7", 0)).toBe("203.0.113.7");
    expect(forwardedForWithPeer(undefined, "::ffff:203.0.113.7", 0)).toBe("::ffff:203.0.113.7");
  });

  it("behind trusted proxies, appends the peer as a proxy would", () => {
    expect(forwardedForWithPeer("203.0.113.7", "10.0.0.1", 1)).toBe("203.0.113.7, 10.0.0.1");
    expect(forwardedForWithPeer("198.51.100.66, 203.0.113.7 ", "10.0.0.1", 2)).toBe(
      "198.51.100.66, 203.0.113.7, 10.0.0.1",
    );
    expect(forwardedForWithPeer(["203.0.113.7", "10.0.0.5"], "10.0.0.1", 2)).toBe("203.0.113.7, 10.0.0.5, 10.0.0.1");
    expect(forwardedForWithPeer(undefined, "10.0.0.1", 1)).toBe("10.0.0.1");
    expect(forwardedForWithPeer("  ", "10.0.0.1", 1)).toBe("10.0.0.1");
  });

  it("keeps the peer's place when the socket no longer knows it, so no client entry moves into it", () => {
    expect(forwardedForWithPeer("198.51.100.1", undefined, 0)).toBe(UNKNOWN_PEER);
    expect(forwardedForWithPeer("198.51.100.1, 203.0.113.7", undefined, 1)).toBe(
      `198.51.100.1, 203.0.113.7, ${UNKNOWN_PEER}`,
    );
  });

  it("together with the app's reading, a client can never choose its own address", () => {
    const seen = (sent: string | undefined, peer: string, hops: number) =>
      clientAddressOf(new Headers({ "x-forwarded-for": forwardedForWithPeer(sent, peer, hops) }), undefined, hops);
    // Facing the internet: the peer, whatever was sent.
    expect(seen(undefined, "203.0.113.7", 0)).toBe("203.0.113.7");
    expect(seen("1.1.1.1", "203.0.113.7", 0)).toBe("203.0.113.7");
    // One proxy (10.0.0.1) that appended the client it saw.
    expect(seen("203.0.113.7", "10.0.0.1", 1)).toBe("203.0.113.7");
    expect(seen("1.1.1.1, 203.0.113.7", "10.0.0.1", 1)).toBe("203.0.113.7");
    // Two proxies: the CDN saw the client, the load balancer (the peer) saw the CDN.
    expect(seen("1.1.1.1, 203.0.113.7, 172.16.0.9", "10.0.0.1", 2)).toBe("203.0.113.7");
    // IPv6 peers, counted per /64.
    expect(seen("1.1.1.1", "2001:db8:1:2::abcd", 0)).toBe("2001:db8:1:2::/64");
  });
});

describe("parseTrustProxyHops", () => {
  it("is 0 when unset or empty, else a whole number from 0 to 10", () => {
    expect(parseTrustProxyHops(undefined)).toBe(0);
    expect(parseTrustProxyHops(" ")).toBe(0);
    expect(parseTrustProxyHops("0")).toBe(0);
    expect(parseTrustProxyHops(" 2 ")).toBe(2);
    expect(parseTrustProxyHops("10")).toBe(10);
  });

  it.each(["-1", "1.5", "11", "one", "1e1", "0x1", "true"])("refuses %p, naming the variable", (value) => {
    expect(() => parseTrustProxyHops(value)).toThrow(/TRUST_PROXY_HOPS must be a whole number from 0 to 10/);
  });
});
