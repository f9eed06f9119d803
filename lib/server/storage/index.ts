import "server-only";
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { env, type Env } from "@/lib/server/env";
import { S3FileStorage } from "./s3";
import { CONTENT_TYPES, type SniffedType } from "./sniff";
import {
  UPLOADS_URL_PREFIX,
  isStoredName,
  storedExtension,
  type FileStorage,
  type StoredFile,
  type StoredFileContent,
} from "./types";

export { sniffMediaType, type SniffedType } from "./sniff";

export { UPLOADS_URL_PREFIX, isStoredName, type FileStorage, type StoredFile, type StoredFileContent } from "./types";
export { S3FileStorage, type S3StorageConfig } from "./s3";

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
      const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      return { body, size: stat.size, contentType: CONTENT_TYPES[storedExtension(name)] };
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

/**
 * The backend an environment asks for: S3-compatible object storage when S3_BUCKET is set,
 * else the local UPLOAD_DIR (default ./uploads, relative to the working directory).
 */
export function storageFromEnv(config: Env): FileStorage {
  if (config.S3_BUCKET) {
    return new S3FileStorage({
      endpoint: config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      // parseEnv refuses S3_BUCKET without both keys.
      accessKeyId: config.S3_ACCESS_KEY_ID ?? "",
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? "",
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return new LocalFileStorage(path.resolve(/*turbopackIgnore: true*/ process.cwd(), config.UPLOAD_DIR));
}

/** The configured storage (see storageFromEnv), created once per process. */
export function getStorage(): FileStorage {
  storage ??= storageFromEnv(env());
  return storage;
}

/** For tests: use another backend. */
export function setStorage(next: FileStorage | undefined): void {
  storage = next;
}

/**
 * The stored name behind one of our upload URLs (/uploads/<name>, or <S3_PUBLIC_URL>/<name>
 * when media are served straight from the bucket), or null for any other URL.
 */
export function storedNameFromUrl(url: string | null | undefined, publicUrl = env().S3_PUBLIC_URL): string | null {
  if (!url) return null;
  const prefix = url.startsWith(UPLOADS_URL_PREFIX)
    ? UPLOADS_URL_PREFIX
    : publicUrl && url.startsWith(`${publicUrl}/`)
      ? `${publicUrl}/`
      : null;
  if (!prefix) return null;
  const name = url.slice(prefix.length);
  return isStoredName(name) ? name : null;
}
