// `npm start`: the production server. It is `next start` (the same request handler, NODE_ENV
// production, the port from -p or PORT, default 3000, the hostname from -H, every interface by
// default, the same shutdown on SIGINT/SIGTERM) plus one thing `next start` cannot do: make
// X-Forwarded-For end with the TCP peer, whatever the client sent. Next fills that header from
// the socket only when a request carries none, so under `next start` a client could name the
// address every rate limit counts it under. See lib/server/security/forwarded-for.mjs (the
// rewrite) and lib/server/client-address.ts (how the app reads it). It also serves the build's
// scripts and stylesheets from precompressed copies (lib/server/static/precompressed.mjs) and
// starts each public page's scripts after its first paint (lib/server/static/hydrate-after-paint.mjs),
// which is why it, not Next, compresses the other responses (`compress: false` in next.config.mjs).
//
// Usage: node server.mjs [-p <port>] [-H <hostname>] [--keepAliveTimeout <ms>]
// This file only wires things up; the rewrite is exported and unit-tested from forwarded-for.mjs.
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import { forwardedForWithPeer, parseTrustProxyHops } from "./lib/server/security/forwarded-for.mjs";
import { securityHeaders } from "./lib/server/security/headers.mjs";
import { buildDirectory } from "./lib/server/static/build-directory.mjs";
import { hydrateAfterPaint, startsScriptsAfterPaint } from "./lib/server/static/hydrate-after-paint.mjs";
import { createPrecompressedHandler } from "./lib/server/static/precompressed.mjs";

/** `next start`'s options: -p/--port, -H/--hostname, --keepAliveTimeout (both `-p 3000` and `--port=3000`). */
function options(argv) {
  const found = {};
  const names = {
    "-p": "port",
    "--port": "port",
    "-H": "hostname",
    "--hostname": "hostname",
    "--keepAliveTimeout": "keepAliveTimeout",
  };
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = argv[index].split(/=(.*)/s);
    const name = names[flag];
    if (!name)
      throw new Error(
        `Unknown option ${argv[index]} (server.mjs takes -p <port>, -H <hostname>, --keepAliveTimeout <ms>)`,
      );
    found[name] = inline ?? argv[++index];
  }
  return found;
}

async function main() {
  // Before Next and React load: they pick their production builds from it (as `next start` does).
  process.env.NODE_ENV ||= "production";
  const args = options(process.argv.slice(2));
  const port = Number(args.port ?? process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Invalid port: ${args.port ?? process.env.PORT}`);
  const hostname = args.hostname;

  const root = path.dirname(fileURLToPath(import.meta.url));
  const { default: next } = await import("next");
  const app = next({
    dev: false,
    dir: root,
    hostname: hostname ?? "localhost",
    port,
  });
  // Loads the build, the .env files and instrumentation.ts (which validates the environment).
  await app.prepare();
  // Read after prepare(), so a value from .env.production counts as it does for the app.
  const hops = parseTrustProxyHops(process.env.TRUST_PROXY_HOPS);
  const handle = app.getRequestHandler();
  // The build's scripts and stylesheets, from the brotli/gzip copies `npm run build` made of them.
  const servePrecompressed = createPrecompressedHandler({
    distDir: path.resolve(root, buildDirectory()),
    headers: securityHeaders(process.env),
  });
  // The middleware behind `next start`'s `compress: true` (a newer version, which also speaks brotli),
  // applied here instead of in Next (`compress: false`), so that the page rewrite below sees the HTML
  // before it is compressed. It releases its zlib stream when a client goes away.
  const compress = compression();

  const server = http.createServer((request, response) => {
    request.headers["x-forwarded-for"] = forwardedForWithPeer(
      request.headers["x-forwarded-for"],
      request.socket.remoteAddress,
      hops,
    );
    servePrecompressed(request, response)
      .then((served) => {
        if (served) return undefined;
        compress(request, response, () => {});
        return handle(request, startsScriptsAfterPaint(request.url ?? "/") ? hydrateAfterPaint(response) : response);
      })
      .catch((error) => {
        console.error(error);
        if (!response.headersSent) response.statusCode = 500;
        response.end();
      });
  });
  if (args.keepAliveTimeout) server.keepAliveTimeout = Number(args.keepAliveTimeout);
  server.on("error", (error) => {
    console.error("Failed to start server");
    console.error(error);
    process.exit(1);
  });

  let closing = false;
  const shutdown = (signal) => {
    if (closing) return;
    closing = true;
    // Stop accepting connections, let requests in flight finish, then close Next (as `next start`).
    server.close(() => {
      void app
        .close()
        .catch((error) => console.error(error))
        .finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
    });
  };
  if (!process.env.NEXT_MANUAL_SIG_HANDLE) {
    process.on("SIGINT", () => shutdown("SIGINT"));
    process.on("SIGTERM", () => shutdown("SIGTERM"));
  }

  server.listen(port, hostname, () => {
    const shown =
      !hostname || hostname === "0.0.0.0" || hostname === "::"
        ? "localhost"
        : hostname.includes(":")
          ? `[${hostname}]`
          : hostname;
    console.log(
      `▲ Ready on http://${shown}:${port} (X-Forwarded-For: ${hops === 0 ? "the TCP peer only" : `${hops} trusted prox${hops === 1 ? "y" : "ies"}`})`,
    );
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
