// Serves the build's hashed scripts and stylesheets (/_next/static/…) from the brotli and gzip copies
// that `npm run build` writes beside them (scripts/precompress-static.mjs), instead of letting Next
// gzip every one of them again on every request. The copies are compressed once, at the highest
// levels (brotli 11 makes the scripts about an eighth smaller than Next's gzip), and a response is a
// read from memory: the first-load scripts no longer wait behind one another's compression in the
// server's one thread. Anything else (no copy, a Range request, another method) goes to Next.
// The copies are listed when the server starts: a build must be in place before it starts.
//
// Plain ESM JavaScript: server.mjs imports it before Next loads.
import { readdirSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
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
  // The copies the build wrote, listed once: the build never changes while it is served, and a
  // request for any other name goes to Next without touching the disk or growing this table.
  /** @type {Map<string, { body: Promise<Buffer> | undefined, etag: string }>} */
  const copies = new Map();
  for (const entry of listFiles(root)) {
    const encoding = ENCODINGS.find(({ suffix }) => entry.name.endsWith(suffix));
    if (!encoding) continue;
    copies.set(entry.name, {
      body: undefined,
      etag: `W/"${encoding.coding}-${entry.size.toString(16)}-${Math.trunc(entry.mtimeMs).toString(16)}"`,
    });
  }

  /** A copy's bytes, read on first use. */
  function body(name) {
    const copy = copies.get(name);
    if (!copy) return undefined;
    copy.body ??= readFile(path.join(root, name)).catch((error) => {
      copy.body = undefined;
      throw error;
    });
    return copy.body;
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
    const encoding = ENCODINGS.find(({ suffix, coding }) => accepts(coding) && copies.has(match[1] + suffix));
    if (!encoding) return false;
    const name = match[1] + encoding.suffix;
    const { etag } = copies.get(name);
    const notModified = matchesEtag(request.headers["if-none-match"], etag);
    // A copy that cannot be read (removed since the start) leaves the answer to Next.
    const bytes = notModified ? undefined : await body(name).catch(() => undefined);
    if (!notModified && !bytes) return false;
    for (const { key, value } of headers) response.setHeader(key, value);
    response.setHeader("Content-Type", type);
    response.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    response.setHeader("Vary", "Accept-Encoding");
    response.setHeader("ETag", etag);
    if (notModified || !bytes) {
      response.statusCode = 304;
      response.end();
      return true;
    }
    response.setHeader("Content-Encoding", encoding.coding);
    response.setHeader("Content-Length", bytes.length);
    response.statusCode = 200;
    response.end(request.method === "HEAD" ? undefined : bytes);
    return true;
  };
}

/** Whether If-None-Match names this ETag (a list of tags, weak or strong, or `*`). */
function matchesEtag(header, etag) {
  if (!header) return false;
  const wanted = etag.replace(/^W\//, "");
  return String(header)
    .split(",")
    .some((tag) => {
      const value = tag.trim();
      return value === "*" || value.replace(/^W\//, "") === wanted;
    });
}

/**
 * Every file under `folder` with its path relative to it ("/"-separated), size and modification time;
 * none when the folder does not exist (a build without its static folder serves nothing from here).
 * @returns {{ name: string, size: number, mtimeMs: number }[]}
 */
export function listFiles(folder, prefix = "") {
  let entries;
  try {
    entries = readdirSync(path.join(folder, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listFiles(folder, name);
    if (!entry.isFile()) return [];
    const { size, mtimeMs } = statSync(path.join(folder, name));
    return [{ name, size, mtimeMs }];
  });
}
