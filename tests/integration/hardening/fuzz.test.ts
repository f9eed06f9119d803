// Bad input everywhere: every route handler module under app/api (found by walking the folder) gets
// malformed and hostile input — not JSON, wrong types, huge strings, deep nesting, SQL and HTML
// fragments, impossible dates, negative and fractional guests, unknown ids — as an anonymous visitor
// and as the magician. Every answer must be a 4xx (or a 2xx where the input happens to be valid),
// never a 500 or a thrown error, and a refused request must leave every table's row count unchanged.
// It also checks that no component renders stored text as raw HTML.
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { magician, params, request, type TestUser } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";

jest.setTimeout(300_000);
afterAll(() => db.$disconnect());

const ROOT = path.join(__dirname, "../../..");
const API_DIR = path.join(ROOT, "app/api");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Handler = (request: Request, context: { params: Promise<Record<string, unknown>> }) => Promise<Response>;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

// next-auth's catch-all reads cookies() and headers() from Next's request scope, which only exists
// inside a running server: it is fuzzed over HTTP in tests/e2e/hardening.spec.ts instead.
const FILES = routeFiles(API_DIR)
  .filter((file) => !file.includes("[...nextauth]"))
  .sort();

// ---------------------------------------------------------------- hostile values
const HUGE = "A".repeat(70_000);
const SQL = [
  "' OR '1'='1",
  "1; DROP TABLE bookings; --",
  "'); DELETE FROM users; --",
  "1 UNION SELECT password FROM users",
];
const HTML = ['<script>alert("x")</script>', '"><img src=x onerror=alert(1)>', "<b>bold</b>", "javascript:alert(1)"];
const BAD_DATES = [
  "2026-02-30",
  "2026-13-01",
  "0000-00-00",
  "1999-01-01",
  "9999-12-31",
  "2026-2-3",
  "today",
  "2026-02-28T25:00",
];
const BAD_TIMES = ["25:00", "12:60", "9:00", "noon", "-01:00", "23:59:59"];
const NUMBERS = [-1, 0, 0.5, 2.5, -100.25, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 999999999];
const WEIRD = [
  null,
  true,
  false,
  [],
  {},
  [1, 2, 3],
  { $ne: null },
  { __proto__: { admin: true } },
  "",
  " ",
  "\u0000",
  "😀".repeat(50),
  HUGE,
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...SQL, ...HTML, ...BAD_DATES, ...BAD_TIMES, ...NUMBERS, ...WEIRD),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.oneof(fc.integer({ min: -5, max: 1_000_000 }), fc.string({ maxLength: 10 })), { maxLength: 5 }),
);

/** Plausible values for every field name the app's schemas use, so hostile values reach deeper checks. */
const PLAUSIBLE: Record<string, unknown> = {
  clientName: "Fuzz Client",
  clientEmail: "fuzz@example.com",
  clientPhone: "07700 900999",
  email: "fuzz@example.com",
  phone: "07700 900999",
  name: "Fuzz",
  message: "Hello there, this is a message.",
  eventType: "birthday",
  location: "Glasgow",
  eventLocation: "Glasgow",
  eventAddress: "1 Fuzz Street",
  parkingAvailable: true,
  eventDate: "2027-06-12",
  date: "2027-06-12",
  startDate: "2027-06-01",
  endDate: "2027-06-30",
  startTime: "14:00",
  endTime: "15:00",
  guestCount: 20,
  duration: 60,
  selectedServices: [1],
  serviceIds: [1],
  barServiceIds: [1],
  barServiceId: 1,
  selectedBarId: 1,
  barId: 1,
  barClientId: 1,
  bookingId: 1,
  drinkId: 1,
  amount: 275,
  totalAmount: 275,
  paymentType: "full",
  paymentIntentId: "pi_unknown",
  stripePaymentId: "pi_unknown",
  clientSecret: "pi_unknown_secret_x",
  outcome: "succeed",
  termsAccepted: true,
  depositAgreement: true,
  additionalInfo: "none",
  username: "fuzzuser",
  password: "fuzz-password-1",
  currentPassword: "fuzz-password-1",
  newPassword: "fuzz-password-2",
  confirmPassword: "fuzz-password-2",
  barName: "Fuzz Bar",
  barAddress: "1 Bar St",
  barCity: "Glasgow",
  barPostcode: "G1 1AA",
  barLatitude: 55.86,
  barLongitude: -4.25,
  ownerName: "Owner",
  contactPhone: "07700 900998",
  registrationPaymentId: "pi_unknown",
  title: "Fuzz title",
  description: "Fuzz description",
  basePrice: 100,
  price: 5,
  discount: 10,
  discountCode: "FUZZ",
  isActive: true,
  displayOrder: 1,
  mediaUrl: "/uploads/x.png",
  mediaType: "image",
  locationName: "Bar",
  locationUrl: "https://example.com",
  buttonText: "Go",
  buttonUrl: "https://example.com",
  timer: 5000,
  status: "confirmed",
  reason: "fuzz",
  notes: "fuzz",
  items: [{ drinkId: 1, quantity: 1 }],
  quantity: 1,
  fileData: "data:image/png;base64,AAAA",
  fileName: "x.png",
  fileType: "image/png",
  bookingDetails: {
    eventType: "birthday",
    eventDate: "2027-06-12",
    startTime: "14:00",
    duration: 60,
    guestCount: 20,
    selectedServices: [1],
  },
  purpose: "booking",
  id: 1,
  order: [1, 2],
  count: 1,
};
const FIELDS = Object.keys(PLAUSIBLE);

function deepObject(depth: number): unknown {
  let value: unknown = { leaf: true };
  for (let i = 0; i < depth; i++) value = { a: value, eventDate: "2027-06-12" };
  return value;
}

/** The bodies every state-changing handler receives (deterministic: fast-check with a fixed seed). */
function hostileBodies(): unknown[] {
  const raw: unknown[] = [
    "not json at all",
    "{",
    "null",
    "[]",
    "42",
    '"a string"',
    "true",
    "",
    JSON.stringify({ padding: "x".repeat(200_000) }), // over the 64 KB body limit
    "[".repeat(30_000) + "]".repeat(30_000), // deep arrays within the size limit
    deepObject(1_000),
    { ...PLAUSIBLE, bookingDetails: deepObject(200) },
    {},
    PLAUSIBLE,
    {
      ...PLAUSIBLE,
      eventDate: "2026-02-30",
      date: "2026-02-30",
      bookingDetails: { ...(PLAUSIBLE.bookingDetails as object), eventDate: "2026-02-30" },
    },
    { ...PLAUSIBLE, guestCount: -5, bookingDetails: { ...(PLAUSIBLE.bookingDetails as object), guestCount: -5 } },
    { ...PLAUSIBLE, guestCount: 2.5, bookingDetails: { ...(PLAUSIBLE.bookingDetails as object), guestCount: 2.5 } },
    {
      ...PLAUSIBLE,
      selectedServices: [999999],
      serviceIds: [999999],
      barServiceIds: [999999],
      barId: 999999,
      drinkId: 999999,
      items: [{ drinkId: 999999, quantity: 1 }],
    },
    {
      ...PLAUSIBLE,
      amount: -275,
      totalAmount: -275,
      price: -5,
      basePrice: -100,
      quantity: -1,
      items: [{ drinkId: 1, quantity: -3 }],
    },
  ];
  // every field hostile at once, with each kind of hostility
  for (const group of [SQL, HTML, BAD_DATES, NUMBERS, WEIRD]) {
    raw.push(Object.fromEntries(FIELDS.map((field, index) => [field, group[index % group.length]])));
  }
  // plausible bodies with a few fields replaced by generated hostile values
  const mutated = fc.sample(
    fc.record({
      fields: fc.subarray(FIELDS, { minLength: 1, maxLength: 6 }),
      values: fc.array(hostileValue, { minLength: 6, maxLength: 6 }),
    }),
    { numRuns: 14, seed: 20261122 },
  );
  for (const { fields, values } of mutated) {
    const body: Record<string, unknown> = { ...PLAUSIBLE };
    fields.forEach((field, index) => (body[field] = values[index]));
    raw.push(body);
  }
  return raw;
}

const QUERIES = [
  "",
  "?date=2026-02-30&duration=-5",
  "?date=2027-06-12&duration=2.5",
  "?date=2027-06-12&duration=999999",
  `?from=${encodeURIComponent(SQL[0]!)}&to=${encodeURIComponent(HTML[0]!)}`,
  "?from=2027-12-31&to=2027-01-01",
  "?from=0000-00-00&to=9999-12-31&barId=abc&id=-1",
  "?barId=999999&date=2027-06-12&status=%3Cscript%3E",
  `?q=${"x".repeat(5000)}&username=${encodeURIComponent(SQL[1]!)}`,
  "?date[]=1&date[]=2&duration=60&duration=90",
];

function paramValues(segment: string): string[] {
  if (segment === "id") return ["1", "999999", "abc", "-1", "0", "1.5", "1;DROP TABLE users", "9".repeat(40)];
  return [
    "../../etc/passwd",
    "..%2F..%2Fetc%2Fpasswd",
    "x".repeat(300),
    "a.png",
    "00000000-0000-0000-0000-000000000000.png",
  ];
}

/** The URL path of a route file and one params object per combination of hostile segment values. */
function routeTargets(file: string): { path: string; params: Record<string, unknown> }[] {
  const relative = path.relative(path.join(ROOT, "app"), path.dirname(file)).split(path.sep);
  const dynamic = relative.filter((segment) => /^\[\w+\]$/.test(segment)).map((segment) => segment.slice(1, -1));
  if (dynamic.length === 0) return [{ path: `/${relative.join("/")}`, params: {} }];
  const targets: { path: string; params: Record<string, unknown> }[] = [];
  const lists = dynamic.map(paramValues);
  const count = Math.max(...lists.map((list) => list.length));
  for (let i = 0; i < count; i++) {
    const values = Object.fromEntries(dynamic.map((name, index) => [name, lists[index]![i % lists[index]!.length]!]));
    const urlPath = `/${relative.map((segment) => (/^\[\w+\]$/.test(segment) ? encodeURIComponent(values[segment.slice(1, -1)]!) : segment)).join("/")}`;
    targets.push({ path: urlPath, params: values });
  }
  return targets;
}

// ---------------------------------------------------------------- database row counts
let countSql: string | undefined;
async function rowCounts(): Promise<Record<string, number>> {
  if (!countSql) {
    const tables = await db.$queryRawUnsafe<{ name: string }[]>(
      // rate-limit counters legitimately count refused attempts
      `SELECT tablename::text AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('_prisma_migrations', 'rate_limit_hits') ORDER BY 1`,
    );
    countSql = `SELECT ${tables.map((t) => `(SELECT count(*) FROM "${t.name}")::int AS "${t.name}"`).join(", ")}`;
  }
  return (await db.$queryRawUnsafe<Record<string, number>[]>(countSql))[0]!;
}

let addressCounter = 0;
function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

const BODIES = hostileBodies();
let magicianUser: TestUser;

beforeAll(async () => {
  await resetAndSeed();
  magicianUser = await magician();
  // Handlers log their 4xx/5xx decisions; the assertions below say what went wrong.
  jest.spyOn(console, "error").mockImplementation(() => {});
  jest.spyOn(console, "warn").mockImplementation(() => {});
});

it("finds the route handlers", () => {
  expect(FILES.length).toBeGreaterThanOrEqual(5);
  expect(FILES.map((file) => path.relative(ROOT, file))).toContain(path.join("app", "api", "health", "route.ts"));
});

describe.each(FILES.map((file) => [path.relative(ROOT, file), file]))("%s", (_name, file) => {
  it("answers hostile input with 4xx (or 2xx when valid), never 500, and changes nothing when it refuses", async () => {
    const routeModule = (await import(file)) as Partial<Record<(typeof METHODS)[number], Handler>>;
    const failures: string[] = [];
    let sent = 0;
    for (const method of METHODS) {
      const handler = routeModule[method];
      if (typeof handler !== "function") continue;
      for (const [targetIndex, target] of routeTargets(file).entries()) {
        for (const as of [null, magicianUser]) {
          // Every hostile body and query on a real id and an unknown one; the hostile ids themselves
          // (text, negative, SQL, path traversal…) with one plausible input each.
          const full = targetIndex < 2;
          const inputs: { query: string; body?: unknown }[] =
            method === "GET"
              ? (full ? QUERIES : QUERIES.slice(0, 1)).map((query) => ({ query }))
              : (full ? BODIES : [PLAUSIBLE]).map((body) => ({ query: "", body }));
          for (const input of inputs) {
            const before = await rowCounts();
            let status: number;
            let text = "";
            try {
              const req = await request(`${target.path}${input.query}`, {
                method,
                body: input.body,
                as,
                headers: { "x-forwarded-for": freshAddress() },
              });
              const response = await handler(req, params(target.params as Record<string, string>));
              status = response.status;
              text = await response.text();
            } catch (error) {
              failures.push(
                `${method} ${target.path}${input.query.slice(0, 60)} as ${as ? "magician" : "anonymous"} threw ${error instanceof Error ? error.message : String(error)}`,
              );
              continue;
            }
            sent += 1;
            const describe = () =>
              `${method} ${target.path}${input.query.slice(0, 60)} as ${as ? "magician" : "anonymous"} body ${JSON.stringify(input.body)?.slice(0, 120)} → ${status} ${text.slice(0, 160)}`;
            const allowed = (status >= 200 && status < 300) || (status >= 400 && status < 500);
            if (!allowed) {
              failures.push(describe());
              continue;
            }
            if (status >= 300) {
              const after = await rowCounts();
              const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
              if (changed.length > 0) failures.push(`${describe()} — refused but changed ${changed.join(", ")}`);
              if (status >= 400 && text.startsWith("{")) {
                const parsed = JSON.parse(text) as { error?: unknown };
                if (typeof parsed.error !== "string") failures.push(`${describe()} — 4xx without an { error } message`);
              }
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    if (Object.keys(routeModule).some((name) => (METHODS as readonly string[]).includes(name)))
      expect(sent).toBeGreaterThan(0);
  });
});

describe("stored text is never rendered as raw HTML", () => {
  function sourceFiles(dir: string): string[] {
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.(tsx?|jsx?)$/.test(entry.name) ? [full] : [];
    });
  }

  it("uses dangerouslySetInnerHTML only for JSON-LD with '<' escaped, and never innerHTML", () => {
    const offenders: string[] = [];
    for (const file of [
      ...sourceFiles(path.join(ROOT, "app")),
      ...sourceFiles(path.join(ROOT, "components")),
      ...sourceFiles(path.join(ROOT, "lib")),
    ]) {
      const source = fs.readFileSync(file, "utf8");
      const relative = path.relative(ROOT, file);
      if (/\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|document\.write\(/.test(source))
        offenders.push(`${relative}: writes HTML through the DOM`);
      if (!source.includes("dangerouslySetInnerHTML")) continue;
      // The one accepted use: serialised JSON whose '<' is escaped, so no text can close the script element.
      const safeJsonLd =
        /JSON\.stringify\([^)]*\)\.replace\(\/<\/g,\s*"\\\\u003c"\)/.test(source) &&
        /application\/ld\+json/.test(source);
      // The e-mail serializer honours the prop where react-email's own components set it (the Button's
      // Outlook spacing comments) and never sets it itself; e-mail text is escaped there (mail-markup tests).
      const mailSerializer =
        relative === path.join("lib", "server", "mail", "markup.ts") && !/dangerouslySetInnerHTML\s*[:=]/.test(source);
      // Inline scripts of our own: each one's text is a constant exported by a module under
      // lib/server/static, never anything stored or typed.
      const uses = [...source.matchAll(/dangerouslySetInnerHTML=\{\{\s*__html:\s*([A-Za-z_$][\w$]*)\s*\}\}/g)];
      const ownScripts =
        uses.length > 0 &&
        uses.length === (source.match(/dangerouslySetInnerHTML/g) ?? []).length &&
        uses.every(([, name]) =>
          new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from "@/lib/server/static/[\\w./-]+"`).test(source),
        ) &&
        uses.every(([, name]) => /^[A-Z][A-Z0-9_]*$/.test(name!));
      if (!safeJsonLd && !mailSerializer && !ownScripts) offenders.push(`${relative}: dangerouslySetInnerHTML`);
    }
    expect(offenders).toEqual([]);
  });
});
