// Marks the scripts that pages run as they start for eager compilation, with V8's explicit compile
// hint (Chrome 136 and later): a first line `//# allFunctionsCalledOnLoad` makes V8 compile every
// function of the script on a background thread while the script streams in. Without it, V8 compiles
// each function on the main thread when it is first called, and starting a page calls most of React
// and of Next's client at once: on the landing page, at a phone's CPU speed (4× slowdown), the one
// task that evaluates the framework and starts hydration took 180–290 ms, and 80–120 ms with the hint.
// That task is most of the page's Total Blocking Time.
//
// Only first-load scripts are marked: the framework's own (every page's) and those each route names
// as its entry or as the chunk of a client component it renders. Chunks loaded later, on demand (the
// booking wizard, a dashboard's tabs), keep V8's lazy compilation: much of their code may never run.
// Browsers without the feature read the line as a comment.
//
// Plain ESM JavaScript: `npm run build`'s postbuild step runs it before the scripts are precompressed.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import vm from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * The build's first-load scripts, as paths relative to `distDir` (`static/chunks/….js`), from its
 * build manifest (rootMainFiles) and every route's client reference manifest (entryJSFiles, and the
 * chunks of client components that are not loaded on demand).
 * @param {string} distDir
 * @returns {string[]}
 */
export function firstLoadScripts(distDir) {
  const buildManifest = JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  const names = new Set(buildManifest.rootMainFiles ?? []);
  for (const manifest of clientReferenceManifests(distDir)) {
    for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const file of files) names.add(file);
    for (const reference of Object.values(manifest.clientModules ?? {}))
      if (!reference.async) for (const chunk of reference.chunks ?? []) names.add(chunk);
  }
  const scripts = new Set();
  for (const name of names) {
    // entryJSFiles name `static/chunks/…`, clientModules `/_next/static/chunks/…`
    const relative = name.replace(/^\/?(?:_next\/)?/, "");
    if (relative.startsWith("static/") && relative.endsWith(".js") && !relative.includes("..")) scripts.add(relative);
  }
  return [...scripts].sort();
}

/**
 * Every `*_client-reference-manifest.js` under the build's server/app folder, evaluated: each sets
 * `globalThis.__RSC_MANIFEST[route]` (files the build itself wrote, run in an empty context).
 * @param {string} distDir
 * @returns {{ entryJSFiles?: Record<string, string[]>, clientModules?: Record<string, { chunks?: string[], async?: boolean }> }[]}
 */
function clientReferenceManifests(distDir) {
  const root = path.join(distDir, "server", "app");
  if (!existsSync(root)) return [];
  const manifests = [];
  for (const file of filesUnder(root)) {
    if (!file.endsWith("_client-reference-manifest.js")) continue;
    const context = vm.createContext({});
    vm.runInContext(`globalThis.__RSC_MANIFEST = {};\n${readFileSync(file, "utf8")}`, context, { filename: file });
    manifests.push(...Object.values(context.__RSC_MANIFEST));
  }
  return manifests;
}

/** @param {string} folder @returns {string[]} */
function filesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
  );
}

/**
 * The script with the compile hint as its first line (unchanged when it has it already).
 * @param {Buffer} source
 * @returns {Buffer}
 */
export function withCompileHint(source) {
  const hint = Buffer.from(COMPILE_HINT);
  return source.subarray(0, hint.length).equals(hint) ? source : Buffer.concat([hint, source]);
}

/**
 * Adds the compile hint to every first-load script of the build in `distDir`; returns how many scripts
 * are marked. Safe to run twice.
 * @param {string} distDir
 * @returns {Promise<number>}
 */
export async function markFirstLoadScripts(distDir) {
  let count = 0;
  for (const relative of firstLoadScripts(distDir)) {
    const file = path.join(distDir, relative);
    if (!existsSync(file)) continue;
    const source = await readFile(file);
    const marked = withCompileHint(source);
    if (marked !== source) await writeFile(file, marked);
    count += 1;
  }
  return count;
}
