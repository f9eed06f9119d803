/**
 * @jest-environment node
 */
// The brotli/gzip copies of the build's scripts and stylesheets: written by `npm run build`
// (scripts/precompress-static.mjs) and served by server.mjs (lib/server/static/precompressed.mjs),
// with everything the copies cannot answer left to Next.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

import { acceptedCodings, createPrecompressedHandler } from "@/lib/server/static/precompressed.mjs";

const SCRIPT = "console.log('a script of the build');\n".repeat(200);
const STYLE = ".a{color:red}\n".repeat(200);

let folder: string;
let server: http.Server;
let origin: string;

function write(relative: string, body: string | Buffer): void {
  const file = path.join(folder, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
  write("static/chunks/app.js", SCRIPT);
  write("static/chunks/app.css", STYLE);
  write("static/build-1/_buildManifest.js", SCRIPT);
  write("static/chunks/plain.js", "no copies of this one");
  write("static/media/font.woff2", "binary");
  write("secret.js", "outside the static folder");
  const result = spawnSync(process.execPath, ["scripts/precompress-static.mjs", folder], { encoding: "utf8" });
  expect(result.stderr).toBe("");
  fs.rmSync(path.join(folder, "static/chunks/plain.js.br"));
  fs.rmSync(path.join(folder, "static/chunks/plain.js.gz"));
  const serve = createPrecompressedHandler({
    distDir: folder,
    headers: [{ key: "X-Content-Type-Options", value: "nosniff" }],
  });
  server = http.createServer((request, response) => {
    void serve(request, response).then((served) => {
      if (served) return;
      response.setHeader("X-Answered-By", "next");
      response.end("next");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(folder, { recursive: true, force: true });
});

/** A raw request (no automatic decompression), with the body as sent. */
function request(
  urlPath: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    // The path as given, not normalised by a URL parser: "/a/../b" must reach the handler as it is.
    const { hostname, port } = new URL(origin);
    const outgoing = http.request({ hostname, port, path: urlPath, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("precompress-static", () => {
  it("writes a brotli and a gzip copy of every script and stylesheet, and nothing else", () => {
    for (const file of ["static/chunks/app.js", "static/chunks/app.css", "static/build-1/_buildManifest.js"]) {
      const original = fs.readFileSync(path.join(folder, file));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(folder, `${file}.br`)))).toEqual(original);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(folder, `${file}.gz`)))).toEqual(original);
    }
    expect(fs.existsSync(path.join(folder, "static/media/font.woff2.br"))).toBe(false);
    expect(fs.existsSync(path.join(folder, "secret.js.br"))).toBe(false);
  });
});

describe("the precompressed static handler", () => {
  it("answers with the brotli copy when the browser takes brotli, with the headers of an immutable file", async () => {
    const response = await request("/_next/static/chunks/app.js", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
  });

  it("answers with the gzip copy when brotli is not taken or refused, and styles as text/css", async () => {
    for (const accept of ["gzip", "br;q=0, gzip;q=0.8", "GZIP, deflate"]) {
      const response = await request("/_next/static/chunks/app.css?dpl=1", { "Accept-Encoding": accept });
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(response.headers["content-type"]).toBe("text/css; charset=UTF-8");
      expect(zlib.gunzipSync(response.body).toString()).toBe(STYLE);
    }
    const nested = await request("/_next/static/build-1/_buildManifest.js", { "Accept-Encoding": "br" });
    expect(zlib.brotliDecompressSync(nested.body).toString()).toBe(SCRIPT);
  });

  it("answers HEAD without a body and a matching If-None-Match with 304", async () => {
    const head = await request("/_next/static/chunks/app.js", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const etag = String(head.headers.etag);
    const again = await request("/_next/static/chunks/app.js", { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const gzip = await request("/_next/static/chunks/app.js", { "Accept-Encoding": "gzip", "If-None-Match": etag });
    expect(gzip.status).toBe(200);
    // each copy has its own tag, whatever the sizes and times of the files
    expect(etag).toMatch(/^W\/"br-/);
    expect(gzip.headers.etag).toMatch(/^W\/"gzip-/);
    for (const tags of [`"x", ${etag}`, etag.replace(/^W\//, ""), "*"]) {
      const listed = await request("/_next/static/chunks/app.js", { "Accept-Encoding": "br", "If-None-Match": tags });
      expect([tags, listed.status]).toEqual([tags, 304]);
    }
  });

  it("leaves a copy removed after the start to Next", async () => {
    const file = path.join(folder, "static/chunks/app.css.br");
    const saved = fs.readFileSync(file);
    fs.rmSync(file);
    try {
      const response = await request("/_next/static/chunks/app.css", { "Accept-Encoding": "br" });
      expect(response.headers["x-answered-by"]).toBe("next");
      expect(response.headers["content-encoding"]).toBeUndefined();
    } finally {
      fs.writeFileSync(file, saved);
    }
  });

  it("leaves to Next what its copies cannot answer", async () => {
    const cases: [string, Record<string, string>, string?][] = [
      ["/_next/static/chunks/app.js", {}], // no Accept-Encoding: the file as it is
      ["/_next/static/chunks/app.js", { "Accept-Encoding": "identity, br;q=0, gzip;q=0" }],
      ["/_next/static/chunks/app.js", { "Accept-Encoding": "br", Range: "bytes=0-10" }],
      ["/_next/static/chunks/app.js", { "Accept-Encoding": "br" }, "POST"],
      ["/_next/static/chunks/plain.js", { "Accept-Encoding": "br, gzip" }], // no copies
      ["/_next/static/media/font.woff2", { "Accept-Encoding": "br" }],
      ["/_next/static/chunks/missing.js", { "Accept-Encoding": "br" }],
      ["/_next/static/../secret.js", { "Accept-Encoding": "br" }],
      ["/_next/static/chunks/..%2F..%2Fsecret.js", { "Accept-Encoding": "br" }],
      ["/_next/static/.hidden/app.js", { "Accept-Encoding": "br" }],
      ["/chunks/app.js", { "Accept-Encoding": "br" }],
    ];
    for (const [urlPath, headers, method] of cases) {
      const response = await request(urlPath, headers, method);
      expect([urlPath, response.headers["x-answered-by"]]).toEqual([urlPath, "next"]);
    }
  });
});

describe("acceptedCodings", () => {
  it("reads the codings and their weights", () => {
    const accepts = acceptedCodings("gzip;q=0.5, br ;q=0, *;q=0.1");
    expect(accepts("gzip")).toBe(true);
    expect(accepts("br")).toBe(false);
    expect(accepts("zstd")).toBe(true);
    expect(acceptedCodings(undefined)("gzip")).toBe(false);
    expect(acceptedCodings(["br", "gzip"])("gzip")).toBe(true);
  });
});
