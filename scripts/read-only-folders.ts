// The read-only folders' rule of scripts/import-cycles.ts: the database writes a source makes, found
// in its text, and the files of those folders that make any.
import type { FloorProblem } from "./import-graph";

/**
 * The folders that only read: the magician's screens (lib/server/admin) and the customer's page
 * (lib/server/manage). What they show is written by the folder of its noun (bookings, the ledger,
 * leads, services, availability…), where the write's rules, locks and audit live once.
 */
export const READ_ONLY_FOLDERS = ["lib/server/admin", "lib/server/manage"];

const PRISMA_WRITES = [
  "create",
  "createMany",
  "createManyAndReturn",
  "update",
  "updateMany",
  "updateManyAndReturn",
  "upsert",
  "delete",
  "deleteMany",
];
const PRISMA_WRITE = new RegExp(`\\.\\s*[a-z]\\w*\\s*\\.\\s*(${PRISMA_WRITES.join("|")})\\s*\\(`, "g");
const RAW_SQL = /\$(queryRaw|executeRaw)(Unsafe)?\b|\bPrisma\.(sql|raw)\b/g;
const SQL_WRITE = /\b(INSERT|UPDATE|DELETE|MERGE|TRUNCATE|UPSERT)\b/i;

/** The SQL text handed to a raw query whose name ends at `from`: its template, or its first string argument. */
function sqlAfter(code: string, from: number): string {
  const rest = code.slice(from);
  const start = /^\s*(?:<[^`"'()]*>)?\s*(\(\s*)?([`"'])/.exec(rest);
  if (!start) return "";
  const quote = start[2]!;
  const open = start[0].length;
  const close = rest.indexOf(quote, open);
  return rest.slice(open, close < 0 ? undefined : close).replace(/\$\{[^}]*\}/g, "?");
}

/** The database writes a source makes, in order, each with its line: Prisma write calls, raw SQL that writes, audit rows. */
export function writesIn(source: string): string[] {
  // Comments go (their lines stay, so the line numbers are the file's): an example in one writes nothing.
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ""))
    .replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
  const found: { at: number; write: string }[] = [];
  for (const m of code.matchAll(PRISMA_WRITE)) found.push({ at: m.index, write: `Prisma ${m[1]}()` });
  for (const m of code.matchAll(RAW_SQL)) {
    const verb = SQL_WRITE.exec(sqlAfter(code, m.index + m[0].length))?.[1];
    if (m[1] === "executeRaw") found.push({ at: m.index, write: `$executeRaw${m[2] ?? ""}` });
    else if (verb) found.push({ at: m.index, write: `raw SQL ${verb.toUpperCase()}` });
  }
  for (const m of code.matchAll(/\baudit\s*\(/g)) found.push({ at: m.index, write: "audit()" });
  const lineOf = (at: number) => code.slice(0, at).split("\n").length;
  return found.sort((a, b) => a.at - b.at).map(({ at, write }) => `${write} on line ${lineOf(at)}`);
}

/** Files of the read-only folders that write to the database. */
export function writeProblems(files: Iterable<string>, sourceOf: (file: string) => string): FloorProblem[] {
  const problems: FloorProblem[] = [];
  for (const file of files) {
    const folder = READ_ONLY_FOLDERS.find((dir) => file.startsWith(`${dir}/`));
    if (!folder) continue;
    for (const write of writesIn(sourceOf(file)))
      problems.push({ file, target: file, why: `${write} in ${folder}, which only reads: write in the noun's folder` });
  }
  return problems;
}
