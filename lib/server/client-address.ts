import "server-only";
import { randomUUID } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import { env } from "@/lib/server/env";
import { log } from "@/lib/server/log";

// The one place that decides which client a request comes from, for every per-address rate limit
// (sign-in, registration, username checks, enquiries, payment intents) and anything else that
// needs an address.
//
// X-Forwarded-For is read from the right, because only the right-hand entries were written by
// machines we trust; anything further left is whatever the client chose to send. TRUST_PROXY_HOPS
// says how many proxies of ours stand in front of the server:
// - 0 (default): the server faces the internet and the client is the TCP peer;
// - N ≥ 1: the client is the N-th entry from the right of the header as it reached us, i.e. the
//   address the nearest trusted proxy saw. With fewer entries than that (a request that skipped a
//   proxy) every entry is trusted, and the leftmost is the furthest one known.
// Route handlers never see the socket, so `npm start` (server.mjs) makes the peer the header's last
// entry itself (lib/server/security/forwarded-for.mjs); without a `peer` argument, that last entry
// is the peer. (`next start` and `next dev` only fill the header when the client sent none.)
//
// IPv6 clients are counted per /64, the smallest block a home or a phone is usually given, so
// rotating through one's own addresses does not escape a limit; IPv4-mapped IPv6 is plain IPv4.
//
// When no address is known at all (a handler called directly, a platform that passes no header,
// or a trusted entry that is not an address), the request gets a key of its own: strangers must
// never share one "unknown" bucket, where anyone could lock everyone else out. Such requests are
// then limited only per account or username; a warning is logged once per process because in
// production it means the server is not started the intended way.

let warnedUnidentified = false;

/** A key of its own for a request whose address is unknown; never shared with another request. */
function unidentified(): string {
  if (!warnedUnidentified) {
    warnedUnidentified = true;
    log("warn", "client_address_unknown", {
      hint: "start the server with `npm start`, or set TRUST_PROXY_HOPS to the proxies in front of it",
    });
  }
  return `unidentified:${randomUUID()}`;
}

/** The eight 16-bit groups of a valid IPv6 address (dotted IPv4 tail allowed). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    // The regex has matched, so all four parts are there; the defaults only satisfy the type checker.
    const [a = 0, b = 0, c = 0, d = 0] = tail.slice(1).map(Number);
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = rest === undefined ? [] : rest ? rest.split(":") : [];
  const missing = rest === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((group) => parseInt(group, 16));
}

/**
 * The address a rate limit counts: IPv4 as it is, IPv4-mapped IPv6 as IPv4, any other IPv6 as its
 * /64 prefix ("2001:db8:1:2::/64"). Accepts a port ("203.0.113.7:5123", "[2001:db8::1]:443"), a
 * zone ("fe80::1%eth0") and brackets; anything that is not an address gives null.
 */
export function normaliseAddress(raw: string | null | undefined): string | null {
  let value = (raw ?? "").trim().replace(/^"(.*)"$/, "$1");
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value)?.[1];
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(value)?.[1];
  if (bracketed !== undefined) value = bracketed;
  else if (ipv4WithPort !== undefined) value = ipv4WithPort;
  value = value.replace(/%[\w.~-]+$/, "");
  if (isIPv4(value)) return value;
  if (!isIPv6(value)) return null;
  const groups = ipv6Groups(value);
  if (groups.length !== 8 || groups.some((group) => !Number.isInteger(group) || group < 0 || group > 0xffff))
    return null;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6); // there are eight groups (checked above)
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/**
 * The client's address for rate limits, from a request's headers and, when the caller has the
 * socket, its `peer` (the remote address). `hops` defaults to TRUST_PROXY_HOPS. Never a shared
 * placeholder: without a usable address the answer is unique to this call.
 */
export function clientAddressOf(headers: Headers, peer?: string, hops: number = env().TRUST_PROXY_HOPS): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (peer !== undefined) chain.push(peer.trim() || "unknown");
  if (chain.length === 0) return unidentified();
  const picked = chain[Math.max(0, chain.length - 1 - hops)];
  return normaliseAddress(picked) ?? unidentified();
}

/** The client's address of a route handler's request (see clientAddressOf). */
export function clientAddress(request: Request): string {
  return clientAddressOf(request.headers);
}
