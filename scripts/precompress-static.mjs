// `npm run build`'s last step: writes a brotli (quality 11) and a gzip (level 9) copy beside every
// script and stylesheet of the build, which server.mjs serves to browsers that accept them
// (lib/server/static/precompressed.mjs). Usage: node scripts/precompress-static.mjs [distDir]
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

import { ENCODINGS, PRECOMPRESSED_TYPES, listFiles } from "../lib/server/static/precompressed.mjs";
import { buildDirectory } from "../lib/server/static/build-directory.mjs";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESS = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

const root = path.resolve(process.argv[2] ?? buildDirectory(), "static");
if (!existsSync(root)) throw new Error(`No build's static folder at ${root}: run next build first`);
let count = 0;
let before = 0;
let after = 0;
for (const { name } of listFiles(root)) {
  if (!(path.extname(name) in PRECOMPRESSED_TYPES)) continue;
  const file = path.join(root, name);
  const body = await readFile(file);
  for (const { suffix, coding } of ENCODINGS) {
    const compressed = await COMPRESS[coding](body);
    await writeFile(file + suffix, compressed);
    if (coding === "br") after += compressed.length;
  }
  count += 1;
  before += body.length;
}
console.log(
  `Precompressed ${count} scripts and stylesheets in ${path.relative(process.cwd(), root) || root}: ${Math.round(before / 1024)} kB, ${Math.round(after / 1024)} kB as brotli`,
);
