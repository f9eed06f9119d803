// Serves the build's hashed scripts and stylesheets (/_next/static/…) from the brotli and gzip copies
// that `npm run build` writes beside them (scripts/precompress-static.mjs), instead of letting Next
// gzip every one of them again on every request. The copies are compressed once, at the highest
// levels (brotli 11 makes the scripts about an eighth smaller than Next's gzip), and a response is a
// read from memory: the first-load scripts no longer wait behind one another's compression in the
// server's one thread. Anything else (no copy, a Range request, another method) goes to Next.
//
// Plain ESM JavaScript: server.mjs imports it before Next loads.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";

/** Compressed copies are written for these types only; the rest (fonts, images) is compressed already. */
export const PRECOMPRESSED_TYPES = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
};

/** The copies beside each file, best first: the suffix and the Content-Encoding it stands for. */
export const ENCODINGS = [
  { suffix: ".br", coding: "br" },
  { suffix: ".gz", coding: "gzip" },
];

// Segments of letters, digits, `_`, `-`, `.` and `~` only (no `..`): a request can only name a file
// under the build's static folder.
const STATIC_PATH = /^\/_next\/static\/((?:[\w~-][\w.~-]*\/)*[\w~-][\w.~-]*)$/;

/**
 * The codings a request accepts, from its Accept-Encoding header (q=0 refuses one; `*` accepts any).
 * @param {string | string[] | undefined} header
 * @returns {(coding: string) => boolean}
 */
export function acceptedCodings(header) {
  const values = new Map();
  for (const part of String(header ?? "").split(",")) {
    const [rawName, ...params] = part.toLowerCase().split(";");
    const name = rawName.trim();
    if (!name) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)).find(Boolean);
    values.set(name, q ? Number(q[1]) : 1);
  }
  return (coding) => {
    const q = values.get(coding) ?? values.get("*");
    return q !== undefined && q > 0;
  };
}

/**
 * A request handler for the precompressed static files of the build in `distDir`. It resolves to
 * true when it answered the request, false when Next should.
 * @param {{ distDir: string, headers?: { key: string, value: string }[] }} options
 *   headers: sent with every answer (the site's security headers, as Next sends them with static files)
 * @returns {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => Promise<boolean>}
 */
export function createPrecompressedHandler({ distDir, headers = [] }) {
  const root = path.resolve(distDir, "static");
  /** @type {Map<string, Promise<{ body: Buffer, etag: string } | null>>} */
  const files = new Map();

  /** A compressed copy, read once: the build's static files never change while it is served. */
  function copy(file) {
    let found = files.get(file);
    if (!found) {
      found = (async () => {
        try {
          const info = await stat(file);
          if (!info.isFile()) return null;
          return { body: await readFile(file), etag: `W/"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"` };
        } catch {
          return null;
        }
      })();
      files.set(file, found);
    }
    return found;
  }

  return async function servePrecompressed(request, response) {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    if (request.headers.range) return false;
    const [pathname] = (request.url ?? "").split("?");
    const match = STATIC_PATH.exec(pathname);
    if (!match) return false;
    const type = PRECOMPRESSED_TYPES[path.extname(match[1])];
    if (!type) return false;
    const accepts = acceptedCodings(request.headers["accept-encoding"]);
    for (const { suffix, coding } of ENCODINGS) {
      if (!accepts(coding)) continue;
      const found = await copy(path.join(root, match[1] + suffix));
      if (!found) continue;
      for (const { key, value } of headers) response.setHeader(key, value);
      response.setHeader("Content-Type", type);
      response.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      response.setHeader("Vary", "Accept-Encoding");
      response.setHeader("ETag", found.etag);
      if (request.headers["if-none-match"] === found.etag) {
        response.statusCode = 304;
        response.end();
        return true;
      }
      response.setHeader("Content-Encoding", coding);
      response.setHeader("Content-Length", found.body.length);
      response.statusCode = 200;
      response.end(request.method === "HEAD" ? undefined : found.body);
      return true;
    }
    return false;
  };
}
