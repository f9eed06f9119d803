/** @jest-environment node */
import {
  KNOWN_MUTUAL_SERVER_MODULES,
  findCycles,
  importGraph,
  mutualServerModules,
  specifiersOf,
} from "@/scripts/import-cycles";

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

  it("has no new pair of lib/server modules importing each other (payments and bookings do not)", () => {
    const mutual = mutualServerModules(graph);
    expect(mutual).not.toContainEqual(["lib/server/bookings", "lib/server/payments"]);
    expect(mutual).toEqual(KNOWN_MUTUAL_SERVER_MODULES);
  });
});
