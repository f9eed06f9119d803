/**
 * Import cycles across app/, lib/ and components/: every `import`/`export … from`/`import()`/`require()`
 * of an `@/` or relative path is resolved to a file, and Tarjan's algorithm finds the strongly connected
 * components of that graph; each one with more than one file (or a file importing itself) is a cycle.
 * Type-only imports count too: they are cycles for the reader even when the compiler erases them.
 * One level up, two lib/server modules (its folders: payments, bookings…) must not import each other.
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

/** The same graph one level up, between lib/server's modules (payments, bookings, checkout, mail…). */
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
 * Two-way dependencies between lib/server modules that predate this check, still to be untangled;
 * the list may only shrink (payments ⇄ bookings was one: settlement moved into bookings, the
 * payment-intent route's logic into checkout).
 */
export const KNOWN_MUTUAL_SERVER_MODULES: [string, string][] = [
  ["lib/server/admin", "lib/server/auth"],
  ["lib/server/admin", "lib/server/bookings"],
  ["lib/server/auth", "lib/server/db"],
  ["lib/server/auth", "lib/server/http"],
];

if (require.main === module) {
  const graph = importGraph(process.cwd());
  const cycles = findCycles(graph);
  const known = new Set(KNOWN_MUTUAL_SERVER_MODULES.map((pair) => pair.join(" ")));
  const mutual = mutualServerModules(graph).filter((pair) => !known.has(pair.join(" ")));
  for (const cycle of cycles) console.log(`file cycle: ${cycle.join(" ⇄ ")}`);
  for (const [a, b] of mutual) console.log(`lib/server modules importing each other: ${a} ⇄ ${b}`);
  const total = cycles.length + mutual.length;
  console.log(total === 0 ? "No import cycles." : `${total} import cycle(s).`);
  process.exit(total === 0 ? 0 : 1);
}
