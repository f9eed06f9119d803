// `npm run routes:generate`: writes what is derived from the route files under app/api, and
// `npm run routes:generate -- --check` fails when any of it is out of date (the test suite runs it):
// - lib/api-client/route-modules.ts: each route module's type, by path, for the typed client;
// - app/api/openapi.json/route-modules.ts: the modules themselves, for the API description;
// - docs/reference.md's list of routes, between its "routes:begin" and "routes:end" markers.
import fs from "node:fs";
import path from "node:path";
import prettier from "prettier";
import { authText } from "@/lib/server/openapi/document";
import { apiOperations, HTTP_METHODS, type RouteModuleMap } from "@/lib/server/openapi/operations";
import type { ApiOperation } from "@/lib/server/openapi/document";

const ROOT = process.cwd();
const API = path.join(ROOT, "app/api");
const TYPES_FILE = "lib/api-client/route-modules.ts";
const MODULES_FILE = "app/api/openapi.json/route-modules.ts";
const DOCS_FILE = "docs/reference.md";
const BEGIN = "<!-- routes:begin (npm run routes:generate writes this list) -->";
const END = "<!-- routes:end -->";
const HEADER = "// Written by `npm run routes:generate` from the route files under app/api: do not edit.";

/** Every route file's path as the API has it (/api/bookings/[id]), sorted. */
export function routePaths(dir = API): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts")
        found.push("/" + path.relative(path.join(ROOT, "app"), folder).split(path.sep).join("/"));
    }
  };
  walk(dir);
  return found.sort();
}

function importName(index: number): string {
  return `route${index}`;
}

function typesFile(paths: string[]): string {
  const imports = paths.map((p, i) => `import type * as ${importName(i)} from "@/app${p}/route";`);
  const entries = paths.map((p, i) => `  "${p}": typeof ${importName(i)};`);
  return [
    HEADER,
    ...imports,
    "",
    "/** Each route module's type, by its path: lib/api-client/call.ts reads a route's types from here. */",
    "export interface RouteModules {",
    ...entries,
    "}",
    "",
  ].join("\n");
}

function modulesFile(paths: string[]): string {
  const own = "/api/openapi.json";
  const listed = paths.filter((p) => p !== own);
  const imports = listed.map((p, i) => `import * as ${importName(i)} from "@/app${p}/route";`);
  const entries = listed.map((p, i) => `  "${p}": ${importName(i)},`);
  return [
    HEADER,
    ...imports,
    "",
    "/** Every route module but the description's own (which adds itself), by path. */",
    "export const ROUTE_MODULES = {",
    ...entries,
    "} as const;",
    "",
  ].join("\n");
}

function answersText(operation: ApiOperation): string {
  const answers = Object.entries(operation.declaration.schemas.response).map(([status, answer]) =>
    answer === null ? status : typeof answer === "string" ? `${status} ${answer}` : `${status} JSON`,
  );
  return answers.join(", ") || "(undeclared)";
}

function docsList(operations: ApiOperation[]): string {
  const rows = [...operations]
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
    .map((op) => {
      const body = op.declaration.body === "none" ? "" : op.declaration.body === "raw" ? "raw text" : "JSON";
      return `| \`${op.method} ${op.path.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, "{$1}")}\` | \`${op.name}\` | ${authText(op.declaration.auth)} | ${body} | ${answersText(op)} |`;
    });
  return [
    BEGIN,
    "",
    "| Route | Name | Who may call | Body | Answers |",
    "| --- | --- | --- | --- | --- |",
    ...rows,
    "",
    END,
  ].join("\n");
}

function withDocsList(current: string, list: string): string {
  const start = current.indexOf(BEGIN);
  const end = current.indexOf(END);
  if (start === -1 || end === -1) return `${current.trimEnd()}\n\n## Every route\n\n${list}\n`;
  return current.slice(0, start) + list + current.slice(end + END.length);
}

async function main() {
  const check = process.argv.includes("--check");
  const paths = routePaths();
  const modules: Record<string, Record<string, unknown>> = {};
  for (const p of paths) {
    const mod = (await import(path.join(ROOT, `app${p}/route.ts`))) as Record<string, unknown>;
    modules[p] = Object.fromEntries(HTTP_METHODS.filter((m) => m in mod).map((m) => [m, mod[m]]));
  }
  const { operations, problems } = apiOperations(modules as RouteModuleMap);
  const formatted = async (file: string, text: string) =>
    prettier.format(text, {
      ...(await prettier.resolveConfig(path.join(ROOT, file))),
      filepath: path.join(ROOT, file),
    });
  const wanted: [string, string][] = [
    [TYPES_FILE, await formatted(TYPES_FILE, typesFile(paths))],
    [MODULES_FILE, await formatted(MODULES_FILE, modulesFile(paths))],
    [
      DOCS_FILE,
      await formatted(
        DOCS_FILE,
        withDocsList(fs.readFileSync(path.join(ROOT, DOCS_FILE), "utf8"), docsList(operations)),
      ),
    ],
  ];
  const stale = wanted.filter(([file, text]) => {
    const full = path.join(ROOT, file);
    return !fs.existsSync(full) || fs.readFileSync(full, "utf8") !== text;
  });
  for (const problem of problems) console.error(problem);
  if (check) {
    for (const [file] of stale) console.error(`${file} is out of date: run npm run routes:generate`);
    process.exit(problems.length || stale.length ? 1 : 0);
  }
  for (const [file, text] of stale) {
    fs.writeFileSync(path.join(ROOT, file), text);
    console.log(`wrote ${file}`);
  }
  if (!stale.length) console.log("Up to date.");
  process.exit(problems.length ? 1 : 0);
}

void main();
