/**
 * @jest-environment node
 */
// The compile hint on the build's first-load scripts (lib/server/static/compile-hints.mjs), written by
// `npm run build`'s postbuild step (scripts/mark-first-load-scripts.mjs), on a build folder laid out as
// Next writes one.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { COMPILE_HINT, firstLoadScripts, withCompileHint } from "@/lib/server/static/compile-hints.mjs";

let folder: string;

function write(relative: string, body: string): void {
  const file = path.join(folder, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

const read = (relative: string) => fs.readFileSync(path.join(folder, relative), "utf8");
const chunk = (name: string) => `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["${name}"]);\n`;

function manifest(route: string, body: object): string {
  return `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify(body)};\n`;
}

function mark(): ReturnType<typeof spawnSync> {
  return spawnSync(process.execPath, ["scripts/mark-first-load-scripts.mjs", folder], { encoding: "utf8" });
}

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  write(
    "build-manifest.json",
    JSON.stringify({ rootMainFiles: ["static/chunks/framework.js", "static/chunks/runtime.js"], polyfillFiles: [] }),
  );
  write(
    "server/app/page_client-reference-manifest.js",
    manifest("/page", {
      entryJSFiles: {
        "[project]/app/layout": ["static/chunks/layout.js"],
        "[project]/app/page": ["static/chunks/page.js"],
      },
      clientModules: {
        "[project]/components/header.tsx": {
          id: 1,
          name: "*",
          chunks: ["/_next/static/chunks/header.js"],
          async: false,
        },
        "[project]/components/wizard.tsx": {
          id: 2,
          name: "*",
          chunks: ["/_next/static/chunks/wizard.js"],
          async: true,
        },
        "[project]/components/odd.tsx": { id: 3, name: "*", chunks: ["/_next/static/../secret.js"], async: false },
      },
    }),
  );
  write(
    "server/app/admin/bar/page_client-reference-manifest.js",
    manifest("/admin/bar/page", {
      entryJSFiles: { "[project]/app/admin/bar/page": ["static/chunks/bar.js", "static/chunks/bar.css"] },
      clientModules: {},
    }),
  );
  for (const name of ["framework", "runtime", "layout", "page", "header", "wizard", "bar", "unused"])
    write(`static/chunks/${name}.js`, chunk(name));
  write("static/chunks/bar.css", ".a{color:red}\n");
  write("static/secret.js", "not a chunk\n");
});

afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("firstLoadScripts", () => {
  it("lists the framework's scripts and every route's entry and client component chunks, not the on-demand ones", () => {
    expect(firstLoadScripts(folder)).toEqual([
      "static/chunks/bar.js",
      "static/chunks/framework.js",
      "static/chunks/header.js",
      "static/chunks/layout.js",
      "static/chunks/page.js",
      "static/chunks/runtime.js",
    ]);
  });
});

describe("scripts/mark-first-load-scripts.mjs", () => {
  it("puts the hint on the first line of each first-load script and leaves the rest of the build alone", () => {
    const result = mark();
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Marked 6 first-load scripts/);
    for (const name of ["framework", "runtime", "layout", "page", "header", "bar"])
      expect(read(`static/chunks/${name}.js`)).toBe(COMPILE_HINT + chunk(name));
    for (const name of ["wizard", "unused"]) expect(read(`static/chunks/${name}.js`)).toBe(chunk(name));
    expect(read("static/chunks/bar.css")).toBe(".a{color:red}\n");
    expect(read("static/secret.js")).toBe("not a chunk\n");
  });

  it("marks a script once however often it runs", () => {
    expect(mark().status).toBe(0);
    expect(mark().status).toBe(0);
    expect(read("static/chunks/framework.js")).toBe(COMPILE_HINT + chunk("framework"));
  });

  it("fails with a clear message where there is no build", () => {
    fs.rmSync(path.join(folder, "build-manifest.json"));
    const result = mark();
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/No build at .*: run next build first/);
  });
});

describe("withCompileHint", () => {
  it("adds the hint before the first byte and keeps every other byte", () => {
    const source = Buffer.from([0xef, 0xbb, 0xbf, 0x61, 0xff, 0x0a]);
    const marked = withCompileHint(source);
    expect(marked.subarray(0, COMPILE_HINT.length).toString()).toBe("//# allFunctionsCalledOnLoad\n");
    expect(marked.subarray(COMPILE_HINT.length).equals(source)).toBe(true);
    expect(withCompileHint(marked)).toBe(marked);
  });
});
