/** @jest-environment node */
import { createHash, createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { DELETE as deletePromotion } from "@/app/api/promotions/[id]/route";
import { POST as postPromotion } from "@/app/api/promotions/route";
import { POST as upload } from "@/app/api/promotions/upload/route";
import { GET as getUpload } from "@/app/api/uploads/[name]/route";
import { GET as getUploadShort } from "@/app/uploads/[name]/route";
import { parseEnv } from "@/lib/server/env";
import {
  LocalFileStorage,
  S3FileStorage,
  setStorage,
  storageFromEnv,
  storedNameFromUrl,
  type FileStorage,
} from "@/lib/server/storage";
import { S3Error } from "@/lib/server/storage/s3";
import { db, resetAndSeed } from "../../support/db";
import { call } from "../admin/helpers";

// ------------------------------------------------------------------ a stand-in S3 server

const ACCESS_KEY = "TESTACCESSKEY";
const SECRET = "test/secret+key";
const REGION = "eu-test-1";
const BUCKET = "media-bucket";

type Stored = { body: Buffer; contentType: string; cacheControl: string | undefined };
const objects = new Map<string, Stored>();
const seen: { method: string; path: string; signedHeaders: string }[] = [];
const rejected: string[] = [];

const hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** Recomputes the SigV4 signature from what arrived on the wire; the reason it is wrong, or null. */
function verify(req: http.IncomingMessage, body: Buffer): string | null {
  const auth = req.headers.authorization ?? "";
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return `malformed Authorization: ${auth}`;
  const [, key, day = "", region = "", signedHeaders = "", signature] = match;
  if (key !== ACCESS_KEY) return "unknown access key";
  if (region !== REGION) return `wrong region ${region}`;
  const amzDate = String(req.headers["x-amz-date"] ?? "");
  if (!amzDate.startsWith(day)) return "date and scope differ";
  const when = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));
  if (!(Math.abs(Date.now() - when) < 15 * 60_000)) return "request time too skewed";
  const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
  if (payloadHash !== hex(body)) return "payload hash does not match the body";
  const names = signedHeaders.split(";");
  for (const required of ["host", "x-amz-date", "x-amz-content-sha256"])
    if (!names.includes(required)) return `${required} not signed`;
  if (req.method === "PUT" && !names.includes("content-type")) return "content-type not signed";
  const url = new URL(req.url ?? "/", "http://placeholder");
  const canonical = [
    req.method,
    url.pathname, // as sent: already URI-encoded once
    "",
    names.map((name) => `${name}:${String(req.headers[name] ?? "").trim()}\n`).join(""),
    signedHeaders,
    payloadHash,
  ].join("\n");
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, `${day}/${region}/s3/aws4_request`, hex(canonical)].join("\n");
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, day), region), "s3"), "aws4_request");
  const expected = createHmac("sha256", signingKey).update(stringToSign).digest("hex");
  return expected === signature ? null : "SignatureDoesNotMatch";
}

function xmlError(res: http.ServerResponse, status: number, code: string) {
  res.writeHead(status, { "content-type": "application/xml" });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    const body = Buffer.concat(chunks);
    const problem = verify(req, body);
    if (problem) {
      rejected.push(problem);
      return xmlError(res, 403, "SignatureDoesNotMatch");
    }
    const path = new URL(req.url ?? "/", "http://placeholder").pathname;
    seen.push({
      method: req.method ?? "",
      path,
      signedHeaders: /SignedHeaders=([^,]+)/.exec(req.headers.authorization ?? "")?.[1] ?? "",
    });
    const prefix = `/${BUCKET}/`;
    if (!path.startsWith(prefix)) return xmlError(res, 404, "NoSuchBucket");
    const key = decodeURIComponent(path.slice(prefix.length));
    const object = objects.get(key);
    switch (req.method) {
      case "PUT":
        objects.set(key, {
          body,
          contentType: String(req.headers["content-type"]),
          cacheControl: req.headers["cache-control"],
        });
        res.writeHead(200, { etag: `"${hex(body).slice(0, 32)}"` });
        return res.end();
      case "GET":
      case "HEAD":
        if (!object) return xmlError(res, 404, "NoSuchKey");
        res.writeHead(200, { "content-type": object.contentType, "content-length": String(object.body.length) });
        return res.end(req.method === "GET" ? object.body : undefined);
      case "DELETE":
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      default:
        return xmlError(res, 405, "MethodNotAllowed");
    }
  });
});

let endpoint = "";
let storage: FileStorage;

function s3Env(extra: Record<string, string> = {}) {
  return parseEnv({
    NODE_ENV: "test",
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `${endpoint}/`,
    S3_REGION: REGION,
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: SECRET,
    ...extra,
  } as NodeJS.ProcessEnv);
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  storage = storageFromEnv(s3Env());
  setStorage(storage);
});
beforeEach(() => {
  rejected.length = 0;
  seen.length = 0;
});
afterEach(() => expect(rejected).toEqual([]));
afterAll(async () => {
  setStorage(undefined);
  await new Promise((resolve) => server.close(resolve));
  await db.$disconnect();
});

// A real 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
  Buffer.from("webm"),
  Buffer.alloc(8),
]);

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

describe("storage factory", () => {
  it("picks S3 when S3_BUCKET is set and the local directory otherwise", () => {
    expect(storage).toBeInstanceOf(S3FileStorage);
    expect(storageFromEnv(parseEnv({ NODE_ENV: "test" } as NodeJS.ProcessEnv))).toBeInstanceOf(LocalFileStorage);
  });

  it("refuses S3_BUCKET without keys, and a non-URL endpoint", () => {
    expect(() => parseEnv({ NODE_ENV: "test", S3_BUCKET: "b" } as NodeJS.ProcessEnv)).toThrow(
      "S3_BUCKET is set but S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are missing",
    );
    expect(() => s3Env({ S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT/);
    expect(parseEnv({ NODE_ENV: "test" } as NodeJS.ProcessEnv).S3_REGION).toBe("us-east-1");
  });
});

describe("S3FileStorage against a stand-in S3 that checks every signature", () => {
  it("uploads under a generated name with the content type, and reads the bytes and type back", async () => {
    const stored = await storage.put(PNG, { extension: "png", mime: "image/png" });
    expect(stored).toEqual({
      name: expect.stringMatching(/^[0-9a-f-]{36}\.png$/),
      url: `/uploads/${stored.name}`,
      contentType: "image/png",
      size: PNG.length,
    });
    expect(objects.get(stored.name)).toEqual({
      body: PNG,
      contentType: "image/png",
      cacheControl: "public, max-age=31536000, immutable",
    });
    expect(seen[0]).toMatchObject({ method: "PUT", path: `/${BUCKET}/${stored.name}` });
    expect(seen[0]?.signedHeaders.split(";")).toEqual(
      expect.arrayContaining(["host", "content-type", "x-amz-date", "x-amz-content-sha256"]),
    );

    const file = await storage.get(stored.name);
    expect(file).not.toBeNull();
    expect(file!.contentType).toBe("image/png");
    expect(file!.size).toBe(PNG.length);
    expect(await readAll(file!.body)).toEqual(PNG);

    const video = await storage.put(WEBM, { extension: "webm", mime: "video/webm" });
    const back = await storage.get(video.name);
    expect([back!.contentType, back!.size]).toEqual(["video/webm", WEBM.length]);
    expect(await readAll(back!.body)).toEqual(WEBM);
  });

  it("a missing object is not found; names it did not generate never reach the bucket", async () => {
    expect(await storage.get("00000000-0000-4000-8000-000000000000.png")).toBeNull();
    expect(seen).toEqual([
      {
        method: "GET",
        path: `/${BUCKET}/00000000-0000-4000-8000-000000000000.png`,
        signedHeaders: "host;x-amz-content-sha256;x-amz-date",
      },
    ]);
    for (const name of ["../../etc/passwd", "x.png", "a b.png"]) expect(await storage.get(name)).toBeNull();
    expect(seen).toHaveLength(1);
  });

  it("deletes an object (and deleting it again is fine)", async () => {
    const stored = await storage.put(PNG, { extension: "png", mime: "image/png" });
    await storage.delete(stored.name);
    expect(objects.has(stored.name)).toBe(false);
    await storage.delete(stored.name);
    expect(await storage.get(stored.name)).toBeNull();
  });

  it("a wrong secret is refused by the server's signature check (the check is real)", async () => {
    const wrong = storageFromEnv(s3Env({ S3_SECRET_ACCESS_KEY: "not-the-secret" }));
    const error = await wrong.put(PNG, { extension: "png", mime: "image/png" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3Error);
    expect(error).toMatchObject({ status: 403, code: "SignatureDoesNotMatch" });
    expect(rejected).toEqual(["SignatureDoesNotMatch"]);
    rejected.length = 0;
  });

  it("with S3_PUBLIC_URL the media URL points there, and the app still knows the name behind it", async () => {
    const publicStorage = storageFromEnv(s3Env({ S3_PUBLIC_URL: "https://media.example.com/" }));
    const stored = await publicStorage.put(PNG, { extension: "png", mime: "image/png" });
    expect(stored.url).toBe(`https://media.example.com/${stored.name}`);
    // storedNameFromUrl reads the process's env: without S3_PUBLIC_URL only /uploads/<name> is ours.
    expect(storedNameFromUrl(`/uploads/${stored.name}`)).toBe(stored.name);
    expect(storedNameFromUrl(stored.url)).toBeNull();
    // With it, the bucket's public URL is ours too (so deleting a promotion deletes its object).
    expect(storedNameFromUrl(stored.url, "https://media.example.com")).toBe(stored.name);
    expect(storedNameFromUrl(`/uploads/${stored.name}`, "https://media.example.com")).toBe(stored.name);
    expect(storedNameFromUrl(`https://media.example.com/x/${stored.name}`, "https://media.example.com")).toBeNull();
    expect(
      storedNameFromUrl(`https://media.example.com.evil.test/${stored.name}`, "https://media.example.com"),
    ).toBeNull();
  });
});

describe("the app's routes with S3 storage", () => {
  beforeEach(resetAndSeed);

  it("POST /api/promotions/upload stores in the bucket; /uploads/<name> serves it with its type and nosniff; deleting the promotion deletes the object", async () => {
    const res = await call(upload as never, "/api/promotions/upload", {
      body: {
        fileData: `data:image/png;base64,${PNG.toString("base64")}`,
        fileName: "poster.png",
        fileType: "image/png",
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const name = res.body.url.split("/").pop();
    expect(objects.get(name)?.body).toEqual(PNG);

    for (const handler of [getUploadShort, getUpload]) {
      const served = await handler(new Request(`http://localhost${res.body.url}`), {
        params: Promise.resolve({ name }),
      });
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
      expect(served.headers.get("content-length")).toBe(String(PNG.length));
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    }

    const missing = await getUploadShort(new Request("http://localhost/uploads/x"), {
      params: Promise.resolve({ name: "11111111-1111-4111-8111-111111111111.png" }),
    });
    expect(missing.status).toBe(404);

    const created = await call(postPromotion as never, "/api/promotions", {
      body: { title: "Poster", description: "x", mediaType: "image", mediaUrl: res.body.url, displayOrder: 5 },
    });
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    const removed = await call(deletePromotion as never, `/api/promotions/${id}`, { method: "DELETE", params: { id } });
    expect(removed.status).toBe(200);
    expect(objects.has(name)).toBe(false);
  });

  it("a bucket that refuses us gives the route a logged 500, not a crash", async () => {
    setStorage(storageFromEnv(s3Env({ S3_SECRET_ACCESS_KEY: "not-the-secret" })));
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await getUploadShort(new Request("http://localhost/uploads/x"), {
        params: Promise.resolve({ name: "11111111-1111-4111-8111-111111111111.png" }),
      });
      expect(res.status).toBe(500);
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
      setStorage(storage);
      rejected.length = 0;
    }
  });
});
