import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { assertOutsideTransaction } from "@/lib/server/db/transaction-scope";
import { log } from "@/lib/server/log";
import { CONTENT_TYPES, type SniffedType } from "./sniff";
import {
  UPLOADS_URL_PREFIX,
  isStoredName,
  storedExtension,
  type FileStorage,
  type StoredFile,
  type StoredFileContent,
} from "./types";

/**
 * A minimal S3 client (PUT, GET, HEAD, DELETE of one object): aws4fetch signs each request with SigV4.
 * Path-style URLs (<endpoint>/<bucket>/<key>) so MinIO, Cloudflare R2, Backblaze B2 and AWS all work.
 */
export interface S3ClientConfig {
  /** e.g. https://s3.eu-west-2.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://127.0.0.1:9000 */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Time allowed until the response headers arrive (the body of a GET may stream for longer). */
  timeoutMs?: number;
}

export class S3Error extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`S3 ${operation} failed: ${status}${code ? ` ${code}` : ""}`);
    this.name = "S3Error";
  }
}

export interface S3Object {
  body: ReadableStream<Uint8Array>;
  size: number | undefined;
  contentType: string | undefined;
}

function sha256Hex(data: Uint8Array | string): string {
  return createHash("sha256").update(data).digest("hex");
}

const EMPTY_PAYLOAD_SHA256 = sha256Hex("");

export class S3Client {
  private readonly base: string;
  private readonly aws: AwsClient;

  constructor(private readonly config: S3ClientConfig) {
    this.base = config.endpoint.replace(/\/+$/, "");
    this.aws = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: "s3",
      // One attempt: a failed upload is reported to the user, who can retry it.
      retries: 0,
    });
  }

  objectUrl(key: string): string {
    return `${this.base}/${encodeURIComponent(this.config.bucket)}/${key.split("/").map(encodeURIComponent).join("/")}`;
  }

  private async send(
    method: string,
    key: string,
    body?: Uint8Array,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    assertOutsideTransaction(`S3 ${method}`);
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`S3 ${method} timed out`)),
      this.config.timeoutMs ?? 30_000,
    );
    try {
      // A Buffer view of the same bytes (fetch's BodyInit type wants an ArrayBuffer-backed view).
      const payload = body ? Buffer.from(body.buffer, body.byteOffset, body.byteLength) : undefined;
      return await this.aws.fetch(this.objectUrl(key), {
        method,
        // The payload is signed (aws4fetch would send UNSIGNED-PAYLOAD for s3), and so is every header
        // we send, Content-Type included (allHeaders), so the bucket stores exactly what we signed.
        headers: { ...headers, "x-amz-content-sha256": body ? sha256Hex(body) : EMPTY_PAYLOAD_SHA256 },
        body: payload as BodyInit | undefined,
        signal: controller.signal,
        redirect: "error",
        cache: "no-store",
        aws: { allHeaders: true },
      });
    } finally {
      clearTimeout(timer);
    }
  }

  private async fail(operation: string, response: Response): Promise<never> {
    const text = await response.text().catch(() => "");
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
    throw new S3Error(operation, response.status, code);
  }

  async putObject(
    key: string,
    body: Uint8Array,
    contentType: string,
    headers: Record<string, string> = {},
  ): Promise<void> {
    const response = await this.send("PUT", key, body, { "content-type": contentType, ...headers });
    if (!response.ok) await this.fail("PutObject", response);
    await response.body?.cancel();
  }

  /** The object, streamed, or null when the bucket has no such key. */
  async getObject(key: string): Promise<S3Object | null> {
    const response = await this.send("GET", key);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok || !response.body) await this.fail("GetObject", response);
    const length = response.headers.get("content-length");
    return {
      body: response.body as ReadableStream<Uint8Array>,
      size: length !== null && /^\d+$/.test(length) ? Number(length) : undefined,
      contentType: response.headers.get("content-type") ?? undefined,
    };
  }

  /** Size and type of the object, or null when there is none. */
  async headObject(key: string): Promise<{ size: number | undefined; contentType: string | undefined } | null> {
    const response = await this.send("HEAD", key);
    if (response.status === 404) return null;
    if (!response.ok) throw new S3Error("HeadObject", response.status, undefined);
    const length = response.headers.get("content-length");
    return {
      size: length !== null && /^\d+$/.test(length) ? Number(length) : undefined,
      contentType: response.headers.get("content-type") ?? undefined,
    };
  }

  /** Deleting a missing key is not an error (S3 answers 204 either way). */
  async deleteObject(key: string): Promise<void> {
    const response = await this.send("DELETE", key);
    if (!response.ok && response.status !== 404) await this.fail("DeleteObject", response);
    await response.body?.cancel();
  }
}

export interface S3StorageConfig extends S3ClientConfig {
  /** When set, media URLs are <publicUrl>/<name> (the bucket or a CDN); else /uploads/<name>, served by the app from the bucket. */
  publicUrl?: string;
}

/**
 * Uploaded media in an S3-compatible bucket, so several instances share them. Same names
 * (a UUID and the sniffed extension, used as the object key) and content types as the local directory.
 */
export class S3FileStorage implements FileStorage {
  readonly client: S3Client;
  private readonly publicUrl: string | undefined;

  constructor(config: S3StorageConfig) {
    this.client = new S3Client(config);
    this.publicUrl = config.publicUrl?.replace(/\/+$/, "");
  }

  urlFor(name: string): string {
    return this.publicUrl ? `${this.publicUrl}/${name}` : `${UPLOADS_URL_PREFIX}${name}`;
  }

  async put(data: Uint8Array, type: Pick<SniffedType, "extension" | "mime">): Promise<StoredFile> {
    const name = `${randomUUID()}.${type.extension}`;
    // Names are random and never reused, so whoever serves the object straight from the bucket may cache it for good.
    await this.client.putObject(name, data, type.mime, { "cache-control": "public, max-age=31536000, immutable" });
    return { name, url: this.urlFor(name), contentType: type.mime, size: data.byteLength };
  }

  async get(name: string): Promise<StoredFileContent | null> {
    if (!isStoredName(name)) return null;
    const object = await this.client.getObject(name);
    if (!object) return null;
    // The type follows the checked extension, as for the local directory, whatever the bucket says.
    const contentType = CONTENT_TYPES[storedExtension(name)];
    if (object.contentType && object.contentType !== contentType) {
      log("warn", "storage_content_type_mismatch", { name, stored: object.contentType });
    }
    if (object.size !== undefined) return { body: object.body, size: object.size, contentType };
    // No Content-Length (unusual for S3): read it whole to know the size; uploads are at most 10 MB.
    const bytes = new Uint8Array(await new Response(object.body).arrayBuffer());
    return {
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      }),
      size: bytes.byteLength,
      contentType,
    };
  }

  async delete(name: string): Promise<void> {
    if (!isStoredName(name)) return;
    await this.client.deleteObject(name);
  }
}
