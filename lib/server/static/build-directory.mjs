// Where `next build` writes the build and `next start`/server.mjs read it: NEXT_DIST_DIR lets
// several builds sit side by side (next.config.mjs, scripts/precompress-static.mjs, server.mjs).
// Plain ESM JavaScript: the Next config and server.mjs import it.

/** @param {Record<string, string | undefined>} env */
export function buildDirectory(env = process.env) {
  return env.NEXT_DIST_DIR || ".next";
}
