/** @jest-environment node */
// The migration that stores the flat travel fee as a line: a wizard booking made before holds its
// services only, and the difference to its total becomes its travel line; every other booking
// (a partner bar's, one that already has a travel line, a lead's, one whose lines cannot be summed)
// is left as it was.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MIGRATIONS_DIR, applyMigrations } from "@/lib/server/db/migrate";
import { parseSelectedServices } from "@/lib/domain/selected-services";
import { openMigrationDatabase, type MigrationDatabase } from "../../support/migration-db";

const MIGRATION = "_travel_line_stored";

let m: MigrationDatabase;
let before: string;
/** the migrations up to and including the one under test (later ones are not its business) */
let through: string;

beforeAll(async () => {
  m = await openMigrationDatabase("travelline");
  before = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  through = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  const target = fs.readdirSync(MIGRATIONS_DIR).find((n) => n.endsWith(MIGRATION))!;
  for (const name of fs.readdirSync(MIGRATIONS_DIR).filter((n) => /^\d/.test(n) && n <= target)) {
    if (name < target) fs.cpSync(path.join(MIGRATIONS_DIR, name), path.join(before, name), { recursive: true });
    fs.cpSync(path.join(MIGRATIONS_DIR, name), path.join(through, name), { recursive: true });
  }
  await applyMigrations(m.sql, before);
});

afterAll(async () => {
  fs.rmSync(before, { recursive: true, force: true });
  fs.rmSync(through, { recursive: true, force: true });
  await m.close();
});

const COLUMNS = `"clientName", "clientEmail", "clientPhone", "eventLocation", "eventType", "eventDate", "startTime",
  "endTime", "guestCount", "duration", "paymentType", "updatedAt", "source", "totalPence", "selectedServices"`;
const VALUES = `'Ada', 'ada@example.com', '1', 'Glasgow', 'party', '2027-01-01', '19:00', '20:00', 10, '60', 'full', now()`;

it("adds the flat fee of each older wizard booking as its stored line, and touches nothing else", async () => {
  const insert = (source: string, totalPence: number, services: unknown) =>
    m.client.query(`INSERT INTO "bookings" (${COLUMNS}) VALUES (${VALUES}, $1, $2, $3::jsonb)`, [
      source,
      totalPence,
      JSON.stringify(services),
    ]);
  const distance = [
    { id: 1, title: "Close-up", price: 250 },
    { id: 0, title: "Travel (146 miles)", price: 56.7, kind: "travel" },
  ];
  const rows: [string, number, unknown][] = [
    // flat fee, services as numbers and as a decimal string
    ["public", 27500, [{ id: 1, title: "Close-up", price: 250 }]],
    [
      "public",
      40000,
      [
        { id: 1, title: "Close-up", price: 125.5 },
        { id: 2, title: "Stage", price: "249.50" },
      ],
    ],
    // a partner bar: 10% off, no travel
    ["public", 22500, [{ id: 1, title: "Close-up", price: 225 }]],
    // distance mode: its line is already stored
    ["public", 30670, distance],
    // a lead's negotiated total, a quote's lines, bare ids: left alone
    ["lead", 30000, [{ id: 1, title: "Close-up", price: 250 }]],
    [
      "quote",
      27500,
      [
        { id: 0, title: "Travel", price: 25 },
        { id: 1, title: "Close-up", price: 250 },
      ],
    ],
    ["public", 27500, [1]],
  ];
  for (const [source, total, services] of rows) await insert(source, total, services);

  expect(await applyMigrations(m.sql, through)).toEqual([expect.stringMatching(MIGRATION)]);

  const stored = (await m.client.query(`SELECT "selectedServices" AS s FROM "bookings" ORDER BY id`)).rows.map(
    (row) => row.s,
  );
  const flat = { id: 0, title: "Travel fee", price: 25, kind: "travel" };
  expect(stored).toEqual([
    [...(rows[0]![2] as unknown[]), flat],
    [...(rows[1]![2] as unknown[]), flat],
    rows[2]![2],
    distance,
    rows[4]![2],
    rows[5]![2],
    rows[6]![2],
  ]);
  // and each back-filled booking's lines now add up to its total
  for (const i of [0, 1]) {
    const sum = parseSelectedServices(stored[i]).reduce((total, line) => total + line.pricePence, 0);
    expect(sum).toBe(rows[i]![1]);
  }
});
