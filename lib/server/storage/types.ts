import type { SniffedType } from "./sniff";

/** Where uploaded media is served from by the app: GET /uploads/<name> (also /api/uploads/<name>). */
export const UPLOADS_URL_PREFIX = "/uploads/";

export interface StoredFile {
  name: string;
  url: string;
  contentType: string;
  size: number;
}

export interface StoredFileContent {
  body: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
}

/**
 * Where uploaded files live. The local directory is the default; the S3-compatible backend
 * (lib/server/storage/s3.ts) implements the same three calls; getStorage() picks one.
 */
export interface FileStorage {
  /** Saves bytes under a generated name; the caller has already checked the type. */
  put(data: Uint8Array, type: Pick<SniffedType, "extension" | "mime">): Promise<StoredFile>;
  /** The file, or null when there is no such (valid) name. */
  get(name: string): Promise<StoredFileContent | null>;
  delete(name: string): Promise<void>;
}

/** Generated names only: a UUID and one of the allowed extensions (no paths, no dots elsewhere). */
const NAME_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp|mp4|webm)$/;

export function isStoredName(name: string): boolean {
  return NAME_RE.test(name);
}

/** The extension of a stored name (call only after isStoredName). */
export function storedExtension(name: string): SniffedType["extension"] {
  return name.slice(name.lastIndexOf(".") + 1) as SniffedType["extension"];
}
