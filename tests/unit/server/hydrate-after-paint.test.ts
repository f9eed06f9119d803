/**
 * @jest-environment node
 */
// server.mjs's page rewrite: each chunk tag of an HTML page becomes a call to an inline loader that
// adds the scripts once the first paint is reported (lib/server/static/hydrate-after-paint.mjs),
// behind the compression it applies instead of Next.
import http from "node:http";
import type { AddressInfo } from "node:net";
import vm from "node:vm";

import compression from "compression";
import {
  ChunkTagRewriter,
  FALLBACK_MS,
  LOADER_GLOBAL,
  hydrateAfterPaint,
  scriptsStartedAfterPaint,
  installLoader,
  startsScriptsAfterPaint,
} from "@/lib/server/static/hydrate-after-paint.mjs";

const TAG = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const PAGE =
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>` +
  TAG("a") +
  TAG("b-2") +
  `<script src="/_next/static/chunks/polyfills.js" noModule=""></script>` +
  `<script src="https://js.stripe.com/v3" async=""></script>` +
  `<title>Café ✨</title></head><body><p>Hello</p>` +
  `<script>self.__next_f=self.__next_f||[];self.__next_f.push([0])</script>` +
  TAG("main") +
  `</body></html>`;

/** The scripts each rewritten tag asks the loader for, in order. */
const requested = scriptsStartedAfterPaint;

describe("startsScriptsAfterPaint", () => {
  it("holds back the scripts of every page but the admin area's", () => {
    for (const path of ["/", "/booking/2.1.abc", "/privacy-policy", "/register-bar", "/administrator", "/checkout"])
      expect([path, startsScriptsAfterPaint(path)]).toEqual([path, true]);
    for (const path of ["/admin", "/admin/", "/admin/magician", "/admin/bar-client", "/admin?unauthorized=magician"])
      expect([path, startsScriptsAfterPaint(path)]).toEqual([path, false]);
  });
});

describe("ChunkTagRewriter", () => {
  it("turns every chunk tag into a loader call, defines the loader once, and leaves every other tag alone", () => {
    const rewriter = new ChunkTagRewriter();
    const html = rewriter.push(PAGE) + rewriter.end();
    expect(html).not.toMatch(/chunks\/(a|b-2|main)\.js" async/);
    expect(requested(html)).toEqual([
      "/_next/static/chunks/a.js",
      "/_next/static/chunks/b-2.js",
      "/_next/static/chunks/main.js",
    ]);
    expect(html.split(`var ${LOADER_GLOBAL}=`)).toHaveLength(2);
    expect(html).toContain(`<script src="/_next/static/chunks/polyfills.js" noModule=""></script>`);
    expect(html).toContain(`<script src="https://js.stripe.com/v3" async=""></script>`);
    expect(html).toContain(`<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>`);
    expect(html).toContain("self.__next_f.push([0])");
    expect(html.replace(/<script>[^<]*<\/script>/g, "")).toBe(
      PAGE.replace(/<script src="\/_next\/static\/chunks\/(a|b-2|main)\.js" async=""><\/script>/g, "").replace(
        /<script>[^<]*<\/script>/g,
        "",
      ),
    );
  });

  it("gives the same page however the stream is cut, at every position", () => {
    const whole = new ChunkTagRewriter();
    const expected = whole.push(PAGE) + whole.end();
    for (let cut = 0; cut <= PAGE.length; cut++) {
      const rewriter = new ChunkTagRewriter();
      const out = rewriter.push(PAGE.slice(0, cut)) + rewriter.push(PAGE.slice(cut)) + rewriter.end();
      expect(out).toBe(expected);
    }
  });

  it("does not hold back a long inline script that happens to be unfinished at a chunk's end", () => {
    const rewriter = new ChunkTagRewriter();
    const start = `<script>self.__next_f.push([1,"${"x".repeat(2000)}`;
    expect(rewriter.push(start)).toBe(start);
  });
});

describe("installLoader (in the page)", () => {
  type Listener = () => void;
  function fakeWindow({ paintTiming = true, hidden = false, observeThrows = false } = {}) {
    const added: string[] = [];
    const listeners = new Map<string, Listener>();
    const timers: Listener[] = [];
    let observer: ((list: { getEntriesByName(name: string): unknown[] }, o: { disconnect(): void }) => void) | null =
      null;
    let disconnected = false;
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ["paint", "navigation"] : ["navigation"];
      constructor(callback: typeof observer) {
        observer = callback;
      }
      observe(options: unknown) {
        if (observeThrows) throw new TypeError("observe() takes entryTypes here");
        expect(options).toEqual({ type: "paint", buffered: true });
      }
    }
    const document = {
      visibilityState: hidden ? "hidden" : "visible",
      createElement: () => ({}) as { src?: string; async?: boolean },
      head: {
        appendChild: (script: { src: string; async: boolean }) => added.push(`${script.src} async=${script.async}`),
      },
      addEventListener: (type: string, listener: Listener) => listeners.set(`document:${type}`, listener),
    };
    const window = {
      PerformanceObserver: FakeObserver,
      document,
      addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
      setTimeout: (listener: Listener, ms: number) => {
        expect(ms).toBe(FALLBACK_MS);
        timers.push(listener);
      },
    };
    const paint = (name: string) =>
      observer!(
        { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
        { disconnect: () => (disconnected = true) },
      );
    return { window, document, added, listeners, timers, paint, disconnected: () => disconnected };
  }

  it("adds the queued scripts, in order, once the first contentful paint is reported, and later ones at once", () => {
    const page = fakeWindow();
    const load = installLoader(page.window as never, FALLBACK_MS);
    load("/a.js");
    load("/b.js");
    page.paint("first-paint");
    expect(page.added).toEqual([]);
    page.paint("first-contentful-paint");
    expect(page.added).toEqual(["/a.js async=true", "/b.js async=true"]);
    expect(page.disconnected()).toBe(true);
    expect(load.startedBy).toBe("paint");
    load("/c.js");
    expect(page.added).toHaveLength(3);
    page.timers.forEach((timer) => timer());
    expect(page.added).toHaveLength(3);
    expect(load.startedBy).toBe("paint");
  });

  it("starts on the visitor's first key, pointer or touch, and after the fallback delay, whichever comes first", () => {
    for (const trigger of ["keydown", "pointerdown", "touchstart", "timeout"]) {
      const page = fakeWindow();
      const load = installLoader(page.window as never, FALLBACK_MS);
      load("/a.js");
      expect(page.added).toEqual([]);
      if (trigger === "timeout") page.timers.forEach((timer) => timer());
      else page.listeners.get(trigger)!();
      expect(page.added).toEqual(["/a.js async=true"]);
      expect(load.startedBy).toBe(trigger === "timeout" ? "timeout" : "input");
    }
  });

  it("starts at once for a page in the background, or when it goes there before its first paint", () => {
    const hidden = fakeWindow({ hidden: true });
    const load = installLoader(hidden.window as never, FALLBACK_MS);
    load("/a.js");
    expect(hidden.added).toEqual(["/a.js async=true"]);
    expect(load.startedBy).toBe("hidden");

    const page = fakeWindow();
    installLoader(page.window as never, FALLBACK_MS)("/a.js");
    page.listeners.get("document:visibilitychange")!();
    expect(page.added).toEqual([]);
    page.document.visibilityState = "hidden";
    page.listeners.get("document:visibilitychange")!();
    expect(page.added).toEqual(["/a.js async=true"]);
  });

  it("starts at once where the browser does not report paints, or cannot be asked", () => {
    for (const [options, reason] of [
      [{ paintTiming: false }, "no paint timing"],
      [{ observeThrows: true }, "error"],
    ] as const) {
      const page = fakeWindow(options);
      const load = installLoader(page.window as never, FALLBACK_MS);
      load("/a.js");
      expect(page.added).toEqual(["/a.js async=true"]);
      expect(load.startedBy).toBe(reason);
    }
  });

  it("is what the rewritten page defines: the inline script runs on its own", () => {
    const rewriter = new ChunkTagRewriter();
    const html = rewriter.push(TAG("a")) + rewriter.end();
    const page = fakeWindow();
    const context = vm.createContext({ window: page.window });
    vm.runInContext(html.replace(/^<script>|<\/script>$/g, ""), context);
    page.paint("first-contentful-paint");
    expect(page.added).toEqual(["/_next/static/chunks/a.js async=true"]);
  });
});

describe("hydrateAfterPaint on a server response, behind compression", () => {
  let server: http.Server;
  let origin: string;
  let respond: (response: http.ServerResponse) => void;

  beforeAll(async () => {
    const compress = compression();
    server = http.createServer((request, response) => {
      compress(request as never, response as never, () => {});
      respond(hydrateAfterPaint(response));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function get(encoding: string) {
    const response = await fetch(origin, { headers: { "accept-encoding": encoding } });
    return { headers: response.headers, body: await response.text() };
  }

  it("rewrites an HTML page streamed in pieces, drops its stale Content-Length and compresses the result", async () => {
    const bytes = Buffer.from(PAGE + "<!--" + "padding ".repeat(200) + "-->");
    respond = (response) => {
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.setHeader("content-length", bytes.length);
      // pieces cut inside a tag and inside a multi-byte character (the é of the title)
      const cuts = [0, 50, bytes.indexOf("b-2") + 2, bytes.indexOf("é") + 1, bytes.length];
      for (let index = 1; index < cuts.length - 1; index++)
        response.write(bytes.subarray(cuts[index - 1], cuts[index]));
      response.end(bytes.subarray(cuts[cuts.length - 2]));
    };
    const expected = new ChunkTagRewriter();
    const rewritten = expected.push(bytes.toString()) + expected.end();
    for (const encoding of ["br", "gzip", "identity"]) {
      const { headers, body } = await get(encoding);
      expect(body).toBe(rewritten);
      expect(headers.get("content-encoding")).toBe(encoding === "identity" ? null : encoding);
      if (encoding === "identity") expect(headers.get("content-length")).toBeNull();
    }
  });

  it("passes any other response through byte for byte, with its own headers", async () => {
    const body = JSON.stringify({ html: TAG("a") });
    respond = (response) => {
      response.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
      response.end(body);
    };
    const result = await get("identity");
    expect(result.body).toBe(body);
    expect(result.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
  });

  it("leaves the script tags of an error answer alone, whichever way its status is set", async () => {
    // Next's error shell: an empty body that only the scripts fill in, so no paint would start them
    const shell = `<!DOCTYPE html><html id="__next_error__"><head></head><body>${TAG("a")}</body></html>`;
    for (const send of [
      (response: http.ServerResponse) => {
        response.statusCode = 404;
        response.setHeader("content-type", "text/html; charset=utf-8");
        response.end(shell);
      },
      (response: http.ServerResponse) => {
        response.writeHead(500, { "content-type": "text/html" });
        response.end(shell);
      },
      (response: http.ServerResponse) => {
        response.setHeader("content-type", "text/html");
        response.writeHead(404);
        response.write(shell);
        response.end();
      },
    ]) {
      respond = send;
      expect((await get("identity")).body).toBe(shell);
    }
  });

  it("takes the Content-Type and Content-Length given to writeHead", async () => {
    respond = (response) => {
      response.writeHead(200, { "Content-Type": "text/html", "Content-Length": Buffer.byteLength(PAGE) });
      response.end(PAGE);
    };
    const { body, headers } = await get("identity");
    expect(requested(body)).toHaveLength(3);
    expect(headers.get("content-length")).toBeNull();
  });
  it("keeps every byte of a page that is not UTF-8, and a byte-order mark", async () => {
    const page = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(`<html><head>${TAG("a")}</head><body>caf`),
      Buffer.from([0xe9, 0xff]),
      Buffer.from("</body></html>"),
    ]);
    respond = (response) => {
      response.setHeader("content-type", "text/html; charset=iso-8859-1");
      response.write(page.subarray(0, 1));
      response.end(page.subarray(1));
    };
    const response = await fetch(origin, { headers: { "accept-encoding": "identity" } });
    const body = Buffer.from(await response.arrayBuffer());
    const rewriter = new ChunkTagRewriter();
    const expected = Buffer.from(rewriter.push(page.toString("latin1")) + rewriter.end(), "latin1");
    expect(body.equals(expected)).toBe(true);
    expect(body.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it("drops a Content-Length given to writeHead as a list, and leaves the caller's headers object alone", async () => {
    respond = (response) => {
      response.setHeader("content-type", "text/html");
      response.writeHead(200, ["Content-Length", String(Buffer.byteLength(PAGE)), "X-Test", "1"]);
      response.end(PAGE);
    };
    let result = await get("identity");
    expect(requested(result.body)).toHaveLength(3);
    expect(result.headers.get("x-test")).toBe("1");
    const headers = { "content-type": "text/html", "content-length": String(Buffer.byteLength(PAGE)) };
    respond = (response) => {
      response.writeHead(200, "OK", headers);
      response.end(PAGE);
    };
    result = await get("identity");
    expect(requested(result.body)).toHaveLength(3);
    expect(headers["content-length"]).toBe(String(Buffer.byteLength(PAGE)));
  });

  it("calls the write and end callbacks of a response it does not rewrite", async () => {
    const called: string[] = [];
    respond = (response) => {
      response.setHeader("content-type", "image/png");
      response.write(Buffer.from("png"), () => called.push("write"));
      response.end(() => called.push("end"));
    };
    expect((await get("identity")).body).toBe("png");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(called).toEqual(["write", "end"]);
  });
});
