import type { IncomingMessage, ServerResponse } from "node:http";

export const PRECOMPRESSED_TYPES: Record<string, string>;
export const ENCODINGS: { suffix: string; coding: string }[];
export function listFiles(folder: string): { name: string; size: number; mtimeMs: number }[];
export function acceptedCodings(header: string | string[] | undefined): (coding: string) => boolean;
export function createPrecompressedHandler(options: {
  distDir: string;
  headers?: { key: string; value: string }[];
}): (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;
