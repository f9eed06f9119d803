// `npm run build`'s postbuild step, before the precompression: marks the build's first-load scripts for
// eager compilation (lib/server/static/compile-hints.mjs). Usage: node scripts/mark-first-load-scripts.mjs [distDir]
import { existsSync } from "node:fs";
import path from "node:path";

import { buildDirectory } from "../lib/server/static/build-directory.mjs";
import { markFirstLoadScripts } from "../lib/server/static/compile-hints.mjs";

const distDir = path.resolve(process.argv[2] ?? buildDirectory());
if (!existsSync(path.join(distDir, "build-manifest.json")))
  throw new Error(`No build at ${distDir}: run next build first`);
const count = await markFirstLoadScripts(distDir);
console.log(
  `Marked ${count} first-load scripts in ${path.relative(process.cwd(), distDir) || distDir} for eager compilation`,
);
