/**
 * The import rules of the project, on its import graph (scripts/import-graph.ts):
 * - no import cycle across app/, lib/ and components/: no file imports itself back, directly or
 *   through others. Type-only imports count too: they are cycles for the reader even when the
 *   compiler erases them;
 * - the lib/server modules (its folders: payments, bookings…, and its files) stand on floors
 *   (SERVER_FLOORS): each imports only modules on the floors below its own;
 * - the folders of components/ stand in layers (COMPONENT_LAYERS) in the same way;
 * - one verb a file in lib/server/bookings, none importing another;
 * - lib/server/admin and lib/server/manage only read: a database write there (a Prisma write call,
 *   raw SQL that writes, an audit row) fails the check (READ_ONLY_FOLDERS).
 *
 *   npx tsx scripts/import-cycles.ts      (exit code 1 on any problem)
 *
 * tests/unit/architecture/import-cycles.test.ts runs the same check with the unit tests.
 */
import fs from "node:fs";
import path from "node:path";
import { findCycles, importGraph, levelProblems, type FloorProblem } from "./import-graph";
import { writeProblems } from "./read-only-folders";

export { READ_ONLY_FOLDERS, writeProblems, writesIn } from "./read-only-folders";

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
    "lib/server/storage",
  ],
  // The business's own records: dates, payments, offers, the catalogue, who is signed in, the magician's settings.
  [
    "lib/server/availability",
    "lib/server/paging",
    "lib/server/payments",
    "lib/server/promotions",
    "lib/server/services",
    "lib/server/session",
    "lib/server/settings",
  ],
  // Drives between venues (the maps service or the magician's table, from the settings); receipts and
  // invoices (numbered with the money, issued with the settings in force, attached to mails).
  ["lib/server/documents", "lib/server/travel"],
  // Texts to clients, like mail: queued, sent by a job, never inside a transaction.
  ["lib/server/bar", "lib/server/mail", "lib/server/route", "lib/server/sms"],
  // The money: movements keyed by the gateway's ids and the totals derived from them, settlement of
  // the gateway's events, refunds and their reconciliation, marking a booking paid (and the quote it
  // settles), the lock order of booking writes.
  ["lib/server/ledger"],
  // The API's description, from what every route declares.
  ["lib/server/openapi"],
  // Times held for someone not booked yet: quotes' pencil holds (ranked, the next promoted) and the
  // waiting list's offers of freed times; a checkout claims an offer, a quote's verbs keep its hold.
  // The books: documents and payments sent to the accounting system; the mileage log.
  ["lib/server/accounting", "lib/server/holds", "lib/server/mileage", "lib/server/waitlist"],
  // Every verb on a booking, and what follows from bookings; accounts (a bar's registration mails it).
  // The client's planning questionnaire.
  [
    "lib/server/bookings",
    "lib/server/calendar-feed",
    "lib/server/leads",
    "lib/server/questionnaires",
    "lib/server/reminders",
    "lib/server/users",
  ],
  // The screens' reads: the magician's dashboard, the customer's page, reviews.
  // The magician's own calendars: busy times read in, bookings written out (changes seen there go through the verbs).
  // The tax year's quarters and the accountant's pack; the day's gigs (Today, run sheets).
  [
    "lib/server/admin",
    "lib/server/calendars",
    "lib/server/manage",
    "lib/server/quotes",
    "lib/server/reviews",
    "lib/server/tax",
    "lib/server/today",
  ],
  // Which customer links are dead (the proxy asks before the page runs), and the page that says so.
  ["lib/server/dead-links"],
  ["lib/server/dead-link-page", "lib/server/jobs"],
  ["lib/server/startup"],
];

/** Imports between lib/server modules that run sideways or up SERVER_FLOORS, or touch a module without a floor. */
export function floorProblems(
  graph: Map<string, string[]>,
  floors: readonly (readonly string[])[] = SERVER_FLOORS,
): FloorProblem[] {
  return levelProblems(graph, floors, serverModuleOf, { list: "SERVER_FLOORS", level: "floor" });
}

/** The components/ folder a file belongs to (components/admin), else the file itself for one right under components/. */
export function componentFolderOf(file: string): string | null {
  const parts = file.split(path.sep);
  if (parts[0] !== "components") return null;
  return parts.length > 2 ? parts.slice(0, 2).join("/") : file.replace(/\.tsx?$/, "");
}

/**
 * The layers of components/, from the bottom up. A folder may import only folders on lower layers:
 * the features on one layer never import each other, so what two of them show alike moves down to
 * components/shared. A new folder fails the check until it is given a layer here.
 */
export const COMPONENT_LAYERS: readonly (readonly string[])[] = [
  // Building blocks that know no feature: buttons, dialogs, the calendar, form fields.
  ["components/ui"],
  // What several features show alike: a booking's status badge, the confirmation dialog, the address
  // field with its map, the picker that moves a booking to a free time.
  ["components/shared"],
  // The card form and the checkout that every feature taking a payment uses.
  ["components/payments"],
  // One folder for each feature: the magician's dashboard, signing in and a bar's registration, the
  // bar's area, the booking wizard, the customer's booking page, a quote, a review.
  [
    "components/admin",
    "components/auth",
    "components/bar",
    "components/booking",
    "components/manage",
    "components/quote",
    "components/reviews",
  ],
  // The public site, whose book buttons open the booking wizard.
  ["components/site"],
];

/** Imports between components/ folders that run sideways or up COMPONENT_LAYERS, or touch a folder without a layer. */
export function layerProblems(
  graph: Map<string, string[]>,
  layers: readonly (readonly string[])[] = COMPONENT_LAYERS,
): FloorProblem[] {
  return levelProblems(graph, layers, componentFolderOf, { list: "COMPONENT_LAYERS", level: "layer" });
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
    ...layerProblems(graph),
    ...verbProblems(graph, (file) => fs.readFileSync(path.join(process.cwd(), file), "utf8")),
    ...writeProblems(graph.keys(), (file) => fs.readFileSync(path.join(process.cwd(), file), "utf8")),
  ];
  for (const cycle of cycles) console.log(`file cycle: ${cycle.join(" ⇄ ")}`);
  for (const [a, b] of mutual) console.log(`lib/server modules importing each other: ${a} ⇄ ${b}`);
  for (const problem of floors) console.log(`${problem.file} -> ${problem.target}: ${problem.why}`);
  const total = cycles.length + mutual.length + floors.length;
  console.log(
    total === 0
      ? "No import cycles; every lib/server import runs down its floors, every components/ import down its layers; one verb a file; admin and manage only read."
      : `${total} problem(s).`,
  );
  process.exit(total === 0 ? 0 : 1);
}
