/**
 * Import cycles across app/, lib/ and components/: every `import`/`export … from`/`import()`/`require()`
 * of an `@/` or relative path is resolved to a file, and Tarjan's algorithm finds the strongly connected
 * components of that graph; each one with more than one file (or a file importing itself) is a cycle.
 * Type-only imports count too: they are cycles for the reader even when the compiler erases them.
 * One level up, the lib/server modules (its folders: payments, bookings…, and its files) stand on
 * floors (SERVER_FLOORS): each imports only modules on the floors below its own.
 *
 *   npx tsx scripts/import-cycles.ts      (exit code 1 when there is a cycle)
 *
 * tests/unit/architecture/import-cycles.test.ts runs the same check with the unit tests.
 */
import fs from "node:fs";
import path from "node:path";

export const SOURCE_DIRS = ["app", "lib", "components"];
const EXTENSIONS = [".ts", ".tsx", ".js", ".jsx", ".mjs"];
const IGNORED_DIRS = new Set(["node_modules", ".next", "generated"]);

function sourceFiles(root: string, dir: string, out: string[] = []): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return out;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!IGNORED_DIRS.has(entry.name)) sourceFiles(root, rel, out);
    } else if (EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith(".d.ts")) {
      out.push(rel);
    }
  }
  return out;
}

const SPECIFIER =
  /(?:\bimport\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?|\bexport\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s+from\s+|\bimport\s*\(\s*|\brequire\s*\(\s*)["']([^"']+)["']/g;

/** The module specifiers a file imports (comments removed first, so examples in them do not count). */
export function specifiersOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
  return [...code.matchAll(SPECIFIER)].map((m) => m[1]).filter((s): s is string => s !== undefined);
}

function resolve(root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith(".")) base = path.join(path.dirname(from), specifier);
  else return null; // a package
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  for (const candidate of candidates) {
    const full = path.join(root, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return path.normalize(candidate);
  }
  return null;
}

/** file → the project files it imports. */
export function importGraph(root: string, dirs = SOURCE_DIRS): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap((dir) => sourceFiles(root, dir))) {
    const source = fs.readFileSync(path.join(root, file), "utf8");
    const targets = specifiersOf(source)
      .map((s) => resolve(root, file, s))
      .filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The cycles (strongly connected components of more than one file, or a file importing itself), each sorted. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];

  // Iterative Tarjan (the graph is deep enough to make recursion risky).
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work.at(-1);
      if (!frame) break;
      const target = (graph.get(frame.node) ?? [])[frame.next];
      if (target !== undefined) {
        frame.next++;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1)?.node;
      if (parent !== undefined) {
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfImport) cycles.push(component.sort());
      }
    }
  }
  // Components are never empty; the fallback only satisfies the type checker.
  return cycles.sort((a, b) => (a[0] ?? "").localeCompare(b[0] ?? ""));
}

/** The lib/server module a file belongs to: its folder right under lib/server (lib/server/payments), else the file. */
export function serverModuleOf(file: string): string | null {
  const parts = file.split(path.sep);
  if (parts[0] !== "lib" || parts[1] !== "server") return null;
  return parts.length > 3 ? parts.slice(0, 3).join("/") : file.replace(/\.tsx?$/, "");
}

/** The same graph one level up, between lib/server's modules (payments, bookings, mail…). */
export function serverModuleGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const modules = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = serverModuleOf(file);
    if (!from) continue;
    const edges = modules.get(from) ?? new Set<string>();
    for (const target of targets) {
      const to = serverModuleOf(target);
      if (to && to !== from) edges.add(to);
    }
    modules.set(from, edges);
  }
  return new Map([...modules].map(([name, edges]) => [name, [...edges]]));
}

/** Pairs of lib/server modules that import each other directly (each pair once, sorted). */
export function mutualServerModules(graph: Map<string, string[]>): [string, string][] {
  const modules = serverModuleGraph(graph);
  const pairs: [string, string][] = [];
  for (const [a, targets] of modules)
    for (const b of targets) if (a < b && modules.get(b)?.includes(a)) pairs.push([a, b]);
  return pairs.sort((x, y) => `${x[0]} ${x[1]}`.localeCompare(`${y[0]} ${y[1]}`));
}

/**
 * The floors of lib/server, from the ground up. A module (a folder right under lib/server, or a
 * file there) may import only modules on lower floors: never one on its own floor, never one
 * above. So no two modules import each other, and no loop of imports can close through several.
 * A new module fails the check until it is given a floor here.
 */
export const SERVER_FLOORS: readonly (readonly string[])[] = [
  // Nothing of the project below them.
  ["lib/server/error-status", "lib/server/redact-credentials", "lib/server/security", "lib/server/static"],
  ["lib/server/env-schema", "lib/server/errors"],
  ["lib/server/env"],
  // Secrets, signatures and the log: passwords, cookies, signed links.
  [
    "lib/server/auth",
    "lib/server/csrf",
    "lib/server/dev-secret",
    "lib/server/links",
    "lib/server/log",
    "lib/server/public-read-cache",
  ],
  ["lib/server/client-address", "lib/server/db", "lib/server/revalidate"],
  // What every feature records or answers with: the audit log, HTTP errors, rate limits, files.
  [
    "lib/server/audit",
    "lib/server/health",
    "lib/server/http",
    "lib/server/rate-limit",
    "lib/server/route-answers",
    "lib/server/retention",
    "lib/server/services",
    "lib/server/storage",
  ],
  // The business's own records: dates, payments, offers, who is signed in, the magician's settings.
  [
    "lib/server/availability",
    "lib/server/paging",
    "lib/server/payments",
    "lib/server/promotions",
    "lib/server/quote-settlement",
    "lib/server/session",
    "lib/server/settings",
  ],
  // Drives between venues (the maps service or the magician's table, from the settings); receipts and
  // invoices (numbered with the money, issued with the settings in force, attached to mails).
  ["lib/server/documents", "lib/server/travel"],
  ["lib/server/bar", "lib/server/mail", "lib/server/route"],
  // The money: movements keyed by the gateway's ids and the totals derived from them, settlement of
  // the gateway's events, refunds and their reconciliation, marking a booking paid, the booking row lock.
  ["lib/server/ledger"],
  // The API's description, from what every route declares.
  ["lib/server/openapi"],
  // Times held for someone not booked yet: quotes' pencil holds (ranked, the next promoted) and the
  // waiting list's offers of freed times; a checkout claims an offer, a quote's verbs keep its hold.
  ["lib/server/holds", "lib/server/waitlist"],
  // Every verb on a booking, and what follows from bookings; accounts (a bar's registration mails it).
  ["lib/server/bookings", "lib/server/calendar-feed", "lib/server/leads", "lib/server/reminders", "lib/server/users"],
  // The screens' reads: the magician's dashboard, the customer's page, reviews.
  ["lib/server/admin", "lib/server/manage", "lib/server/quotes", "lib/server/reviews"],
  // Which customer links are dead (the proxy asks before the page runs), and the page that says so.
  ["lib/server/dead-links"],
  ["lib/server/dead-link-page", "lib/server/jobs"],
  ["lib/server/startup"],
];

export interface FloorProblem {
  file: string;
  target: string;
  why: string;
}

/** Imports between lib/server modules that run sideways or up SERVER_FLOORS, or touch a module without a floor. */
export function floorProblems(
  graph: Map<string, string[]>,
  floors: readonly (readonly string[])[] = SERVER_FLOORS,
): FloorProblem[] {
  const floorOf = new Map<string, number>();
  floors.forEach((names, floor) => names.forEach((name) => floorOf.set(name, floor)));
  const problems: FloorProblem[] = [];
  for (const [file, targets] of graph) {
    const from = serverModuleOf(file);
    if (!from) continue;
    if (!floorOf.has(from)) {
      problems.push({ file, target: file, why: `${from} has no floor in SERVER_FLOORS` });
      continue;
    }
    for (const target of targets) {
      const to = serverModuleOf(target);
      if (!to || to === from) continue;
      const here = floorOf.get(from)!;
      const there = floorOf.get(to);
      if (there === undefined) problems.push({ file, target, why: `${to} has no floor in SERVER_FLOORS` });
      else if (there >= here)
        problems.push({
          file,
          target,
          why: `${from} (floor ${here + 1}) imports ${to} (floor ${there + 1}): ${there === here ? "sideways" : "up"}`,
        });
    }
  }
  return problems.sort((a, b) => `${a.file} ${a.target}`.localeCompare(`${b.file} ${b.target}`));
}

/**
 * The verbs on a booking: each file right under lib/server/bookings is one verb (it exports at most
 * one async function, the verb, beside its constants and types) and imports no other verb: what
 * verbs share lives in lib/server/bookings/shared or on a lower floor (the ledger), so no verb runs
 * another verb's rules behind its back.
 */
export const VERB_FOLDER = "lib/server/bookings";

const isVerbFile = (file: string) => path.dirname(file) === VERB_FOLDER && /\.tsx?$/.test(file);

/** Exported async functions of a source (`export async function name`, `export const name = async`). */
export function exportedAsyncFunctions(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
  return [...code.matchAll(/^export\s+(?:async\s+function\s+(\w+)|const\s+(\w+)\s*=\s*async\b)/gm)].map(
    (m) => (m[1] ?? m[2])!,
  );
}

/** Verb files importing another verb file, or exporting more than one verb. */
export function verbProblems(graph: Map<string, string[]>, sourceOf: (file: string) => string): FloorProblem[] {
  const problems: FloorProblem[] = [];
  for (const [file, targets] of graph) {
    if (!isVerbFile(file)) continue;
    for (const target of targets)
      if (isVerbFile(target)) problems.push({ file, target, why: "a verb imports another verb" });
    const verbs = exportedAsyncFunctions(sourceOf(file));
    if (verbs.length > 1)
      problems.push({ file, target: file, why: `exports ${verbs.length} verbs (${verbs.join(", ")}): one a file` });
  }
  return problems;
}

if (require.main === module) {
  const graph = importGraph(process.cwd());
  const cycles = findCycles(graph);
  const mutual = mutualServerModules(graph);
  const floors = [
    ...floorProblems(graph),
    ...verbProblems(graph, (file) => fs.readFileSync(path.join(process.cwd(), file), "utf8")),
  ];
  for (const cycle of cycles) console.log(`file cycle: ${cycle.join(" ⇄ ")}`);
  for (const [a, b] of mutual) console.log(`lib/server modules importing each other: ${a} ⇄ ${b}`);
  for (const problem of floors) console.log(`${problem.file} -> ${problem.target}: ${problem.why}`);
  const total = cycles.length + mutual.length + floors.length;
  console.log(
    total === 0
      ? "No import cycles; every lib/server import runs down its floors; one verb a file."
      : `${total} problem(s).`,
  );
  process.exit(total === 0 ? 0 : 1);
}
