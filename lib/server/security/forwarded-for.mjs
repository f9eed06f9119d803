// What `npm start` (server.mjs) does to X-Forwarded-For before Next sees a request, so the app can
// decide the client's address from that one header (lib/server/client-address.ts).
// Plain ESM JavaScript (with forwarded-for.d.mts beside it): server.mjs runs under plain node.
//
// Next fills X-Forwarded-For from the socket only when the request has none, so a client that sends
// its own header would otherwise choose the address every rate limit counts it under. The server
// therefore always makes the TCP peer the header's last entry:
// - TRUST_PROXY_HOPS=0 (the server faces the internet): the header becomes the peer alone, and
//   whatever the client sent is dropped;
// - TRUST_PROXY_HOPS=N ≥ 1 (N proxies of ours in front): the peer is appended, as a proxy would,
//   and the app reads the entry the nearest trusted proxy wrote, N places left of the peer.

/** Stands in for a peer the socket no longer knows (closed), so the entries keep their places. */
export const UNKNOWN_PEER = "unknown";

/**
 * The number of trusted proxies from TRUST_PROXY_HOPS: a whole number from 0 to 10, 0 when unset.
 * @param {string | undefined} value
 * @returns {number}
 */
export function parseTrustProxyHops(value) {
  const text = (value ?? "").trim();
  if (text === "") return 0;
  if (!/^\d{1,2}$/.test(text) || Number(text) > 10) {
    throw new Error(
      `TRUST_PROXY_HOPS must be a whole number from 0 to 10 (the proxies in front of this server), not "${value}"`,
    );
  }
  return Number(text);
}

/**
 * The X-Forwarded-For value to hand to Next for a request that arrived from `peer`.
 * @param {string | string[] | undefined} received the header as the request carried it
 * @param {string | undefined} peer the socket's remote address
 * @param {number} hops TRUST_PROXY_HOPS
 * @returns {string}
 */
export function forwardedForWithPeer(received, peer, hops) {
  const last = peer && peer.trim() ? peer.trim() : UNKNOWN_PEER;
  if (hops === 0) return last;
  const before = (Array.isArray(received) ? received.join(", ") : (received ?? "")).trim();
  return before ? `${before}, ${last}` : last;
}
