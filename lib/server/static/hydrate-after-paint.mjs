// Starts the page's scripts once its first paint is on screen, not before.
//
// Next's App Router writes each first-load chunk of a page as `<script src="/_next/static/…" async>`,
// so the browser runs each one as soon as it arrives. On a fast connection and a slow phone they
// all arrive before the first frame, and evaluating them (react-dom alone is about 60 kB gzip)
// sits between the parsed page and its first paint: the visitor looks at a blank screen while
// code runs that is only needed to make the page interactive. Here every such tag of an HTML
// page becomes a call to a small inline loader, which adds the same scripts (async, in the same
// order) once the browser reports the first contentful paint, or at once on a visitor's first key
// press, pointer or touch, for a page in a background tab (never painted there), on browsers
// without Paint Timing, and after FALLBACK_MS in any case. React then hydrates the page that is
// already on screen; the server-rendered HTML is unchanged.
//
// Every page's head (the root layout) installs the recorder of replay-early-presses.mjs before this: a
// button pressed before React owns the page is pressed again once it does, so no press is lost
// however late the scripts start.
//
// Only the exact tag React writes for a chunk is rewritten; anything else (inline scripts, the
// noModule polyfills, third-party scripts) passes through untouched, so a change in Next's markup
// can only turn this off, not break the page. Plain ESM JavaScript: server.mjs imports it.

/** The tag React writes for each of a page's chunks (App Router, `preinit` and bootstrap scripts). */
const CHUNK_TAG = /<script src="(\/_next\/static\/[\w~./-]+\.js)" async=""><\/script>/g;

/** Longer than any CHUNK_TAG: a `<script` cut off by a chunk boundary is held back only up to this. */
const LONGEST_TAG = 512;

/**
 * Whether the page at `url` (a path, with or without its query) starts its scripts after the first
 * paint: every page but the admin area's (its sign-in page and dashboards), which people use rather
 * than read and which should answer a press as soon as their scripts arrive.
 * @param {string} url
 */
export function startsScriptsAfterPaint(url) {
  return !/^\/admin(?:[/?#]|$)/.test(url);
}

/** The name the loader is reachable under, for the tags after the first. */
export const LOADER_GLOBAL = "__hydrateAfterPaint";

/**
 * The scripts a rewritten page starts after its paint: the src of each loader call in `html`, in order
 * (for the tests and the Lighthouse bench, which count them as the page's first-load scripts).
 * @param {string} html
 * @returns {string[]}
 */
export function scriptsStartedAfterPaint(html) {
  return [...html.matchAll(new RegExp(`${LOADER_GLOBAL}\\(("[^"\\\\]*")\\)`, "g"))].map((call) => JSON.parse(call[1]));
}

/** When the scripts start at the latest, whether or not a paint was reported. */
export const FALLBACK_MS = 5000;

/**
 * The loader, run in the page (serialised with toString, so it uses nothing from this module).
 * Returns the function that queues a script until the start, or adds it once started; its
 * `startedBy` then says what started them ("paint", "input", "hidden", "timeout", …).
 * @param {Window & typeof globalThis} window
 * @param {number} fallbackMs
 */
export function installLoader(window, fallbackMs) {
  var document = window.document;
  var queue = [];
  var started = false;
  function add(src) {
    var script = document.createElement("script");
    script.src = src;
    script.async = true;
    document.head.appendChild(script);
  }
  function start(reason) {
    if (started) return;
    started = true;
    load.startedBy = reason;
    queue.forEach(add);
    queue = [];
  }
  function load(src) {
    if (started) add(src);
    else queue.push(src);
  }
  function whenHidden() {
    // a page that is (or goes) in the background is not painted, nor told of a paint later
    if (document.visibilityState === "hidden") start("hidden");
  }
  try {
    var Observer = window.PerformanceObserver;
    if (!Observer || !Observer.supportedEntryTypes || Observer.supportedEntryTypes.indexOf("paint") === -1) {
      start("no paint timing");
      return load;
    }
    new Observer(function (list, observer) {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      start("paint");
    }).observe({ type: "paint", buffered: true });
    ["keydown", "pointerdown", "touchstart"].forEach(function (type) {
      window.addEventListener(
        type,
        function () {
          start("input");
        },
        { capture: true, once: true, passive: true },
      );
    });
    document.addEventListener("visibilitychange", whenHidden);
    whenHidden();
    window.setTimeout(function () {
      start("timeout");
    }, fallbackMs);
  } catch (error) {
    start("error");
  }
  return load;
}

const DEFINE_LOADER = `var ${LOADER_GLOBAL}=(${installLoader.toString()})(window,${FALLBACK_MS});`;

/**
 * Rewrites the chunk tags of an HTML document, chunk by chunk as it streams: `push` returns what
 * can be sent now (a tag cut off at the end is held back until the next chunk), `end` the rest.
 */
export class ChunkTagRewriter {
  #held = "";
  #loaderDefined = false;

  /** @param {string} text */
  push(text) {
    const all = this.#held + text;
    const cut = unfinishedTagStart(all);
    this.#held = all.slice(cut);
    return this.#rewrite(all.slice(0, cut));
  }

  end() {
    const rest = this.#held;
    this.#held = "";
    return this.#rewrite(rest);
  }

  /** @param {string} text */
  #rewrite(text) {
    return text.replace(CHUNK_TAG, (_tag, src) => {
      const define = this.#loaderDefined ? "" : DEFINE_LOADER;
      this.#loaderDefined = true;
      return `<script>${define}${LOADER_GLOBAL}(${JSON.stringify(src)})</script>`;
    });
  }
}

/**
 * Where a chunk tag that `text` may end in the middle of begins (text.length when none): an
 * unclosed `<script` element near the end, or a trailing beginning of `<script`.
 * @param {string} text
 */
function unfinishedTagStart(text) {
  const open = text.lastIndexOf("<script");
  if (open !== -1 && text.length - open < LONGEST_TAG && !text.includes("</script>", open)) return open;
  for (let length = Math.min("<script".length, text.length); length > 0; length--) {
    if ("<script".startsWith(text.slice(text.length - length))) return text.length - length;
  }
  return text.length;
}

/**
 * The headers argument of a writeHead call (an object, or a flat [name, value, …] list) without its
 * Content-Length, and the Content-Type it names, if any. The caller's object is not changed.
 * @param {unknown} headers
 */
function withoutLength(headers) {
  /** @type {[string, unknown][]} */
  const pairs = Array.isArray(headers)
    ? headers.flatMap((value, index) => (index % 2 === 0 ? [[String(value), headers[index + 1]]] : []))
    : Object.entries(/** @type {object} */ (headers));
  const type = pairs.find(([name]) => name.toLowerCase() === "content-type")?.[1];
  const kept = pairs.filter(([name]) => name.toLowerCase() !== "content-length");
  return { type, headers: Array.isArray(headers) ? kept.flat() : Object.fromEntries(kept) };
}

/**
 * Rewrites the chunk tags of the HTML pages `response` sends (see the top of this file); any other
 * response passes through unchanged. Call it before the handler writes anything, after any
 * compression middleware has wrapped the response, so that it sees the HTML before compression.
 * @template {import("node:http").ServerResponse} T
 * @param {T} response
 * @returns {T}
 */
export function hydrateAfterPaint(response) {
  const { write, end, writeHead } = response;
  /** @type {ChunkTagRewriter | null | undefined} undefined until the first header or body write */
  let rewriter;

  const decide = (/** @type {unknown} */ type = response.getHeader("content-type"), status = response.statusCode) => {
    if (rewriter !== undefined) return rewriter;
    // Only a page that answers 2xx: an error answer (a notFound() in a dynamic page, a failure) can
    // be Next's error shell, an empty body that only its scripts fill in, so nothing would be painted
    // to start them and the visitor would look at a blank page until the fallback.
    const page = status >= 200 && status < 300 && /^text\/html\b/i.test(String(type ?? ""));
    rewriter = page ? new ChunkTagRewriter() : null;
    // The body's length changes; compression (or chunked encoding) frames it instead.
    if (rewriter && !response.headersSent) response.removeHeader("content-length");
    return rewriter;
  };

  // Bytes as latin1 text: one character per byte, so nothing (a BOM, another charset, a UTF-8
  // character cut between two chunks) is changed on the way; the tags are ASCII either way.
  const text = (/** @type {unknown} */ chunk, /** @type {BufferEncoding | undefined} */ encoding) =>
    (typeof chunk === "string"
      ? Buffer.from(chunk, encoding ?? "utf8")
      : Buffer.from(/** @type {Uint8Array} */ (chunk))
    ).toString("latin1");

  response.writeHead = /** @type {typeof response.writeHead} */ (
    function (/** @type {number} */ statusCode, /** @type {unknown[]} */ ...rest) {
      const index = rest.findIndex((value) => value !== null && typeof value === "object");
      if (index === -1) {
        decide(undefined, statusCode);
        return writeHead.call(this, statusCode, ...rest);
      }
      const given = withoutLength(rest[index]);
      if (!decide(response.getHeader("content-type") ?? given.type, statusCode))
        return writeHead.call(this, statusCode, ...rest);
      return writeHead.call(this, statusCode, ...rest.slice(0, index), given.headers, ...rest.slice(index + 1));
    }
  );

  response.write = /** @type {typeof response.write} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding, /** @type {unknown} */ callback) {
      const html = decide();
      if (!html || chunk == null) return write.apply(this, /** @type {never} */ (arguments));
      if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
      const out = html.push(text(chunk, /** @type {BufferEncoding | undefined} */ (encoding)));
      if (out === "") {
        if (typeof callback === "function") process.nextTick(callback);
        return true;
      }
      return write.call(this, Buffer.from(out, "latin1"), callback);
    }
  );

  response.end = /** @type {typeof response.end} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding, /** @type {unknown} */ callback) {
      const html = decide();
      if (!html) return end.apply(this, /** @type {never} */ (arguments));
      if (typeof chunk === "function") [callback, chunk, encoding] = [chunk, undefined, undefined];
      if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
      const last = chunk == null ? "" : text(chunk, /** @type {BufferEncoding | undefined} */ (encoding));
      const out = html.push(last) + html.end();
      return end.call(this, out === "" ? undefined : Buffer.from(out, "latin1"), callback);
    }
  );
  return response;
}
