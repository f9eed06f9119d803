/** @jest-environment node */
import {
  COMPONENT_LAYERS,
  SERVER_FLOORS,
  componentFolderOf,
  floorProblems,
  layerProblems,
  mutualServerModules,
  serverModuleGraph,
  verbProblems,
  writeProblems,
  writesIn,
} from "@/scripts/import-cycles";
import { findCycles, importGraph, specifiersOf } from "@/scripts/import-graph";
import fs from "node:fs";
import path from "node:path";

describe("import cycles across app/, lib/ and components/", () => {
  const graph = importGraph(process.cwd());

  it("reads every kind of import, and not the ones in comments", () => {
    const source = [
      'import a from "@/lib/a";',
      'import type { B } from "./b";',
      'import "./side-effect";',
      'export { c } from "../c";',
      'export * from "./d";',
      'const e = await import("./e");',
      "import {\n  f,\n  g,\n} from './fg';",
      '// import x from "./commented";',
      '/* import y from "./block"; */',
    ].join("\n");
    expect(specifiersOf(source)).toEqual(["@/lib/a", "./b", "./side-effect", "../c", "./d", "./e", "./fg"]);
  });

  it("finds a cycle when there is one", () => {
    const toy = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
      ["e.ts", ["e.ts"]],
    ]);
    expect(findCycles(toy)).toEqual([["a.ts", "b.ts", "c.ts"], ["e.ts"]]);
  });

  it("sees the project's files and their imports", () => {
    expect(graph.get("components/ui/calendar.tsx")).toEqual(
      expect.arrayContaining(["components/ui/calendar-days.ts", "lib/utils.ts"]),
    );
    expect(graph.size).toBeGreaterThan(200);
  });

  it("has no file importing itself back, directly or through others", () => {
    expect(findCycles(graph)).toEqual([]);
  });

  it("has no pair of lib/server modules importing each other (payments and bookings do not)", () => {
    const mutual = mutualServerModules(graph);
    expect(mutual).not.toContainEqual(["lib/server/bookings", "lib/server/payments"]);
    expect(mutual).toEqual([]);
  });

  it("refuses an import that runs sideways or up the floors, and a module without a floor", () => {
    const toy = new Map([
      ["lib/server/low/a.ts", ["lib/server/high/b.ts", "lib/server/low/c.ts"]],
      ["lib/server/high/b.ts", ["lib/server/low/a.ts", "lib/server/side.ts"]],
      ["lib/server/side.ts", ["lib/server/high/b.ts"]],
      ["lib/server/new/d.ts", ["lib/server/low/a.ts"]],
      ["lib/domain/e.ts", ["lib/server/high/b.ts"]],
    ]);
    const floors = [["lib/server/low"], ["lib/server/high", "lib/server/side"]];
    expect(floorProblems(toy, floors)).toEqual([
      {
        file: "lib/server/high/b.ts",
        target: "lib/server/side.ts",
        why: "lib/server/high (floor 2) imports lib/server/side (floor 2): sideways",
      },
      {
        file: "lib/server/low/a.ts",
        target: "lib/server/high/b.ts",
        why: "lib/server/low (floor 1) imports lib/server/high (floor 2): up",
      },
      {
        file: "lib/server/new/d.ts",
        target: "lib/server/new/d.ts",
        why: "lib/server/new has no floor in SERVER_FLOORS",
      },
      {
        file: "lib/server/side.ts",
        target: "lib/server/high/b.ts",
        why: "lib/server/side (floor 2) imports lib/server/high (floor 2): sideways",
      },
    ]);
  });

  it("gives every lib/server module one floor, and every import among them runs down", () => {
    const listed = SERVER_FLOORS.flat();
    expect(new Set(listed).size).toBe(listed.length);
    expect([...serverModuleGraph(graph).keys()].filter((name) => !listed.includes(name))).toEqual([]);
    expect(floorProblems(graph)).toEqual([]);
  });

  it("refuses a components/ folder importing a sibling feature or a higher layer, and a folder without a layer", () => {
    const toy = new Map([
      ["components/site/hero.tsx", ["components/booking/wizard.tsx", "components/ui/button.tsx"]],
      ["components/booking/wizard.tsx", ["components/site/address.tsx", "components/shared/badge.tsx"]],
      ["components/admin/list.tsx", ["components/booking/wizard.tsx"]],
      ["components/shared/badge.tsx", ["components/ui/badge.tsx", "lib/utils.ts"]],
      ["components/new/thing.tsx", ["components/ui/button.tsx"]],
      ["lib/utils.ts", ["components/site/hero.tsx"]],
    ]);
    const layers = [
      ["components/ui"],
      ["components/shared"],
      ["components/admin", "components/booking"],
      ["components/site"],
    ];
    expect(layerProblems(toy, layers)).toEqual([
      {
        file: "components/admin/list.tsx",
        target: "components/booking/wizard.tsx",
        why: "components/admin (layer 3) imports components/booking (layer 3): sideways",
      },
      {
        file: "components/booking/wizard.tsx",
        target: "components/site/address.tsx",
        why: "components/booking (layer 3) imports components/site (layer 4): up",
      },
      {
        file: "components/new/thing.tsx",
        target: "components/new/thing.tsx",
        why: "components/new has no layer in COMPONENT_LAYERS",
      },
    ]);
  });

  it("gives every components/ folder one layer, and every import among them runs down", () => {
    const listed = COMPONENT_LAYERS.flat();
    expect(new Set(listed).size).toBe(listed.length);
    const folders = new Set([...graph.keys()].map(componentFolderOf).filter((f): f is string => f !== null));
    expect([...folders].filter((folder) => !listed.includes(folder))).toEqual([]);
    expect(layerProblems(graph)).toEqual([]);
  });

  it("refuses a verb on a booking that imports another verb, or exports two", () => {
    const toy = new Map([
      ["lib/server/bookings/cancel.ts", ["lib/server/bookings/refund.ts", "lib/server/bookings/shared/rules.ts"]],
      ["lib/server/bookings/refund.ts", ["lib/server/ledger/run-refund.ts"]],
      ["lib/server/bookings/shared/rules.ts", ["lib/server/bookings/refund.ts"]],
    ]);
    const sources: Record<string, string> = {
      "lib/server/bookings/cancel.ts": "export async function cancel() {}\nexport const LIMIT = 3;",
      "lib/server/bookings/refund.ts":
        "export async function refund() {}\nexport const refundAll = async () => {};\n// export async function old() {}",
      "lib/server/bookings/shared/rules.ts": "export async function a() {}\nexport async function b() {}",
    };
    expect(verbProblems(toy, (file) => sources[file] ?? "")).toEqual([
      {
        file: "lib/server/bookings/cancel.ts",
        target: "lib/server/bookings/refund.ts",
        why: "a verb imports another verb",
      },
      {
        file: "lib/server/bookings/refund.ts",
        target: "lib/server/bookings/refund.ts",
        why: "exports 2 verbs (refund, refundAll): one a file",
      },
    ]);
  });

  it("keeps one verb a file in lib/server/bookings, none importing another", () => {
    expect(verbProblems(graph, (file) => fs.readFileSync(path.join(process.cwd(), file), "utf8"))).toEqual([]);
  });

  it("finds every kind of database write, and not reads, comments or other objects' methods", () => {
    const source = [
      "await db.service.create({ data });",
      "await tx.blockedDay\n  .deleteMany({ where });",
      "await tx.lead.upsert({ where, create, update });",
      "await db.lead.findMany({ where: { status: 'new' } });",
      "seen.delete(id);",
      "await audit(tx, actor, { action: 'lead.note' });",
      'const rows = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "leads" WHERE "id" = ${id} FOR UPDATE`;',
      'await db.$queryRaw`SELECT "updatedAt" FROM "bookings" WHERE "id" = ${id}`;',
      "await db.$executeRaw`SELECT pg_notify('x', '')`;",
      "await db.$queryRawUnsafe('insert into leads (name) values ($1)', name);",
      "// await db.lead.update({ where, data });",
      "/* await audit(tx, actor, {}); */",
    ].join("\n");
    expect(writesIn(source)).toEqual([
      "Prisma create() on line 1",
      "Prisma deleteMany() on line 2",
      "Prisma upsert() on line 4",
      "audit() on line 7",
      "raw SQL UPDATE on line 8",
      "$executeRaw on line 10",
      "raw SQL INSERT on line 11",
    ]);
  });

  it("refuses a write in lib/server/admin or lib/server/manage, and lets the nouns' folders write", () => {
    const sources: Record<string, string> = {
      "lib/server/admin/leads.ts": "await tx.lead.update({ where, data });",
      "lib/server/manage/view.ts": "await audit(tx, null, { action: 'x' });",
      "lib/server/admin/insights.ts": 'await db.$queryRaw`SELECT count(*) FROM "bookings"`;',
      "lib/server/leads/status.ts": "await tx.lead.update({ where, data });",
      "lib/server/administration/x.ts": "await tx.lead.update({ where, data });",
    };
    expect(writeProblems(Object.keys(sources), (file) => sources[file] ?? "")).toEqual([
      {
        file: "lib/server/admin/leads.ts",
        target: "lib/server/admin/leads.ts",
        why: "Prisma update() on line 1 in lib/server/admin, which only reads: write in the noun's folder",
      },
      {
        file: "lib/server/manage/view.ts",
        target: "lib/server/manage/view.ts",
        why: "audit() on line 1 in lib/server/manage, which only reads: write in the noun's folder",
      },
    ]);
  });

  it("keeps lib/server/admin and lib/server/manage to reads", () => {
    expect(writeProblems(graph.keys(), (file) => fs.readFileSync(path.join(process.cwd(), file), "utf8"))).toEqual([]);
  });
});
