import "server-only";
import dns from "node:dns/promises";
import net from "node:net";
import { env } from "@/lib/server/env";

/**
 * Server-side request forgery: a feed URL is typed by the magician, but the server fetches it, so in
 * production it must not reach the server's own network (a metadata service, the database, an admin
 * port). Every host is resolved BEFORE the request, each address checked, and the request goes to
 * the address checked (never resolved again by the HTTP client), so a name that changes its answer
 * between the check and the connection cannot slip through. Each redirect is checked the same way.
 */

function ipv4Parts(ip: string): number[] | null {
  if (!net.isIPv4(ip)) return null;
  return ip.split(".").map(Number);
}

function privateIPv4(ip: string): boolean {
  const p = ipv4Parts(ip);
  if (!p) return false;
  const [a, b] = p as [number, number, number, number];
  return (
    a === 0 || // "this network"
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local, cloud metadata
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && p[2] === 0) ||
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a >= 224 // multicast, reserved, broadcast
  );
}

/** The 8 groups of an IPv6 address (a trailing dotted IPv4 becomes two groups), or null. */
function ipv6Groups(ip: string): number[] | null {
  if (!net.isIPv6(ip)) return null;
  let text = ip.toLowerCase().split("%")[0]!;
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const p = ipv4Parts(dotted[1]!);
    if (!p) return null;
    text =
      text.slice(0, -dotted[1]!.length) +
      `${((p[0]! << 8) | p[1]!).toString(16)}:${((p[2]! << 8) | p[3]!).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  const groups = [...left, ...fill, ...right].map((g) => parseInt(g || "0", 16));
  return groups.length === 8 ? groups : null;
}

function embeddedIPv4(groups: number[], from: number): string {
  const hi = groups[from]!;
  const lo = groups[from + 1]!;
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

function privateIPv6(ip: string): boolean {
  const g = ipv6Groups(ip);
  if (!g) return false;
  const zeros = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeros(8)) return true; // ::
  if (zeros(7) && g[7] === 1) return true; // ::1
  if (zeros(5) && g[5] === 0xffff) return privateIPv4(embeddedIPv4(g, 6)); // ::ffff:a.b.c.d
  if (zeros(6)) return privateIPv4(embeddedIPv4(g, 6)); // ::a.b.c.d (deprecated compatible form)
  if (g[0] === 0x64 && g[1] === 0xff9b) return privateIPv4(embeddedIPv4(g, 6)); // NAT64
  if (g[0] === 0x2002) return privateIPv4(embeddedIPv4(g, 1)); // 6to4
  const first = g[0]!;
  return (
    (first & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (first & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (first & 0xffc0) === 0xfec0 || // site-local (deprecated)
    (first & 0xff00) === 0xff00 // multicast
  );
}

/** Whether an IP address is private, loopback, link-local or otherwise not on the public internet. */
export function isPrivateAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, "");
  if (net.isIPv4(bare)) return privateIPv4(bare);
  if (net.isIPv6(bare)) return privateIPv6(bare);
  return true; // not an address at all: refused rather than guessed
}

/** Private addresses are allowed outside production (local testing), and in production with CALENDAR_FEEDS_ALLOW_PRIVATE=1. */
export function privateFeedsAllowed(config = env()): boolean {
  return config.NODE_ENV !== "production" || config.CALENDAR_FEEDS_ALLOW_PRIVATE;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type AddressRefused = (address: string) => boolean;

/** The addresses a host stands for; with `refused` given, null when any of them is refused. */
export async function resolveChecked(
  hostname: string,
  refused: AddressRefused | null,
): Promise<ResolvedAddress[] | null> {
  const host = hostname.replace(/^\[|\]$/g, "");
  const family = net.isIP(host);
  const found: ResolvedAddress[] =
    family !== 0
      ? [{ address: host, family: family as 4 | 6 }]
      : (await dns.lookup(host, { all: true, verbatim: true })).map((a) => ({
          address: a.address,
          family: a.family as 4 | 6,
        }));
  if (found.length === 0) throw new Error(`no address for ${host}`);
  if (refused && found.some((a) => refused(a.address))) return null;
  return found;
}
