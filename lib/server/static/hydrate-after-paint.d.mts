import type { ServerResponse } from "node:http";

export function startsScriptsAfterPaint(url: string): boolean;
export const LOADER_GLOBAL: string;
export function scriptsStartedAfterPaint(html: string): string[];
export const FALLBACK_MS: number;
export function installLoader(
  window: Window & typeof globalThis,
  fallbackMs: number,
): ((src: string) => void) & { startedBy?: string };
export class ChunkTagRewriter {
  push(text: string): string;
  end(): string;
}
export function hydrateAfterPaint<T extends ServerResponse>(response: T): T;
