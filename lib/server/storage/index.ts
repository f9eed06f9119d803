import "server-only";
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { env } from "@/lib/server/env";
import { CONTENT_TYPES, type SniffedType } from "./sniff";

export { sniffMediaType, type SniffedType } from "./sniff";

/** Where uploaded media is served from: GET /uploads/<name> (also /api/uploads/<name>). */
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
 * Where uploaded files live. The local directory is the default; another backend
 * (S3, a CDN bucket) implements the same three calls and is returned by getStorage().
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

export class LocalFileStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  async put(data: Uint8Array, type: Pick<SniffedType, "extension" | "mime">): Promise<StoredFile> {
    await fs.mkdir(this.dir, { recursive: true });
    const name = `${randomUUID()}.${type.extension}`;
    // 'wx': never overwrite; 0o644: not executable.
    await fs.writeFile(path.join(/*turbopackIgnore: true*/ this.dir, name), data, { flag: "wx", mode: 0o644 });
    return { name, url: `${UPLOADS_URL_PREFIX}${name}`, contentType: type.mime, size: data.byteLength };
  }

  async get(name: string): Promise<StoredFileContent | null> {
    if (!isStoredName(name)) return null;
    const file = path.join(/*turbopackIgnore: true*/ this.dir, name);
    try {
      const stat = await fs.stat(file);
      if (!stat.isFile()) return null;
      const extension = name.slice(name.lastIndexOf(".") + 1) as SniffedType["extension"];
      const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      return { body, size: stat.size, contentType: CONTENT_TYPES[extension] };
    } catch {
      return null;
    }
  }

  async delete(name: string): Promise<void> {
    if (!isStoredName(name)) return;
    await fs.rm(path.join(/*turbopackIgnore: true*/ this.dir, name), { force: true });
  }
}

let storage: FileStorage | undefined;

/** The configured storage: the local UPLOAD_DIR (default ./uploads, relative to the working directory). */
export function getStorage(): FileStorage {
  storage ??= new LocalFileStorage(path.resolve(/*turbopackIgnore: true*/ process.cwd(), env().UPLOAD_DIR));
  return storage;
}

/** For tests: use another backend. */
export function setStorage(next: FileStorage | undefined): void {
  storage = next;
}

/** The stored name behind one of our upload URLs, or null for any other URL. */
export function storedNameFromUrl(url: string | null | undefined): string | null {
  if (!url || !url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  return isStoredName(name) ? name : null;
}
