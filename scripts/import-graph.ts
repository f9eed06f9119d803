/**
 * The project's import graph: every `import`/`export … from`/`import()`/`require()` of an `@/` or
 * relative path in app/, lib/ and components/, resolved to a file. On it, the files that import each
 * other in a loop (Tarjan's strongly connected components), and the imports that run against an
 * order of levels (the floors of lib/server, the layers of components/: scripts/import-cycles.ts).
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

export interface FloorProblem {
  file: string;
  target: string;
  why: string;
}

/** Imports between the modules that `moduleOf` names which run sideways or up `levels`, or touch a module on none. */
export function levelProblems(
  graph: Map<string, string[]>,
  levels: readonly (readonly string[])[],
  moduleOf: (file: string) => string | null,
  words: { list: string; level: string },
): FloorProblem[] {
  const levelOf = new Map<string, number>();
  levels.forEach((names, level) => names.forEach((name) => levelOf.set(name, level)));
  const problems: FloorProblem[] = [];
  for (const [file, targets] of graph) {
    const from = moduleOf(file);
    if (!from) continue;
    if (!levelOf.has(from)) {
      problems.push({ file, target: file, why: `${from} has no ${words.level} in ${words.list}` });
      continue;
    }
    for (const target of targets) {
      const to = moduleOf(target);
      if (!to || to === from) continue;
      const here = levelOf.get(from)!;
      const there = levelOf.get(to);
      if (there === undefined) problems.push({ file, target, why: `${to} has no ${words.level} in ${words.list}` });
      else if (there >= here)
        problems.push({
          file,
          target,
          why: `${from} (${words.level} ${here + 1}) imports ${to} (${words.level} ${there + 1}): ${there === here ? "sideways" : "up"}`,
        });
    }
  }
  return problems.sort((a, b) => `${a.file} ${a.target}`.localeCompare(`${b.file} ${b.target}`));
}
