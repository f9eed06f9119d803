export const UNKNOWN_PEER: string;
export function parseTrustProxyHops(value: string | undefined): number;
export function forwardedForWithPeer(
  received: string | string[] | undefined,
  peer: string | undefined,
  hops: number,
): string;
