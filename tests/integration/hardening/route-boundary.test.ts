// The API's one boundary (lib/server/route.ts): every exported handler of every app/api route module
// is built by route(), and route() itself answers the way the routes always have (401/403 messages,
// 400 field messages, 404 for a bad id, 413, the cross-site refusal, error codes, a generic 500).
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { AppError, conflict } from "@/lib/server/errors";
import { idParams, route, routeDeclaration } from "@/lib/server/route";
import { createBarClient, magician, request } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";

jest.setTimeout(120_000);

afterAll(() => db.$disconnect());

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const API = path.join(process.cwd(), "app/api");

function routeFiles(dir = API): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

describe("every app/api route handler is built by route()", () => {
  const files = routeFiles();

  it("finds the route modules", () => {
    expect(files.length).toBeGreaterThan(60);
  });

  it.each(files.map((file) => [path.relative(process.cwd(), file)]))("%s", async (file) => {
    const mod = (await import(`@/${file.replace(/\.ts$/, "")}`)) as Record<string, unknown>;
    const exported = METHODS.filter((method) => method in mod);
    expect(exported.length).toBeGreaterThan(0);
    const bypassing = exported.filter((method) => routeDeclaration(mod[method]) === null);
    expect(bypassing).toEqual([]);
    // Sessions are read by the boundary (`auth`, or ctx.requireUser for a conditional check), not by hand.
    const source = fs.readFileSync(file, "utf8");
    const fromSession = /import \{([^}]*)\} from "@\/lib\/server\/auth\/session"/.exec(source)?.[1] ?? "";
    expect(fromSession).not.toMatch(
      /\b(getSessionUser|requireUser|requireMagician|requireBarClient|requireSelfOrMagician)\b/,
    );
    expect(source).not.toMatch(/\breadJson\(|\bhandle\(/);
  });
});

describe("route()", () => {
  beforeAll(resetAndSeed);

  const echo = route(
    {
      auth: "magician",
      params: idParams,
      body: z.object({ name: z.string({ error: "Name is required." }).min(1) }),
      response: { 200: z.object({ user: z.string(), id: z.number(), name: z.string() }) },
    },
    async ({ user, params, body }) => Response.json({ user: user.username, id: params.id, name: body.name }),
  );

  it("answers 401 signed out and 403 for another role, with today's messages", async () => {
    const bar = await createBarClient();
    const context = { params: Promise.resolve({ id: "1" }) };
    const anonymous = await echo(await request("/api/x/1", { method: "POST", body: { name: "a" } }), context);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "Unauthorized", code: "unauthorized" });
    const wrongRole = await echo(await request("/api/x/1", { method: "POST", body: { name: "a" }, as: bar }), context);
    expect(wrongRole.status).toBe(403);
    expect(await wrongRole.json()).toEqual({ error: "Forbidden", code: "forbidden" });
  });

  it("hands the handler the user, the parsed id and the checked body", async () => {
    const boss = await magician();
    const response = await echo(await request("/api/x/7", { method: "POST", body: { name: "Ada" }, as: boss }), {
      params: Promise.resolve({ id: "7" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ user: boss.username, id: 7, name: "Ada" });
  });

  it("answers 404 for an id that does not parse, 400 with field messages, 400 for bad JSON and 413 past the cap", async () => {
    const boss = await magician();
    const call = async (id: string, body: unknown) =>
      echo(await request(`/api/x/${id}`, { method: "POST", body, as: boss }), { params: Promise.resolve({ id }) });
    const badId = await call("abc", { name: "a" });
    expect([badId.status, await badId.json()]).toEqual([404, { error: "Not found", code: "not_found" }]);
    const invalid = await call("1", { name: "" });
    expect([invalid.status, await invalid.json()]).toEqual([
      400,
      { error: "Name is required.", code: "validation", fieldErrors: { name: "Name is required." } },
    ]);
    const malformed = await call("1", "{not json");
    expect([malformed.status, await malformed.json()]).toEqual([
      400,
      { error: "Request body must be valid JSON.", code: "bad_request" },
    ]);
    const huge = await call("1", { name: "x".repeat(70 * 1024) });
    expect([huge.status, await huge.json()]).toEqual([
      413,
      { error: "Request body is too large.", code: "payload_too_large" },
    ]);
  });

  it("refuses a cross-site unsafe request before anything else", async () => {
    const refused = await echo(
      await request("/api/x/1", { method: "POST", body: { name: "a" }, headers: { origin: "https://evil.example" } }),
      { params: Promise.resolve({ id: "1" }) },
    );
    expect([refused.status, await refused.json()]).toEqual([
      403,
      { error: "Cross-site request refused.", code: "forbidden" },
    ]);
  });

  it("maps AppError codes to statuses in one table, and hides unknown errors", async () => {
    const failing = (error: unknown) =>
      route({ auth: "public", response: { 200: null } }, async () => {
        throw error;
      });
    const get = async (error: unknown) => {
      const response = await failing(error)(await request("/api/x"));
      return [response.status, await response.json()];
    };
    expect(await get(conflict("Taken", { name: "Taken" }))).toEqual([
      409,
      { error: "Taken", code: "conflict", fieldErrors: { name: "Taken" } },
    ]);
    expect(await get(new AppError("rate_limited", "Slow down"))).toEqual([
      429,
      { error: "Slow down", code: "rate_limited" },
    ]);
    expect(await get(new AppError("payment_required", "Payment not completed", undefined, { detail: "x" }))).toEqual([
      402,
      { error: "Payment not completed", code: "payment_required", detail: "x" },
    ]);
    expect(new AppError("bad_gateway", "Gateway").status).toBe(502);
    expect(await get(Object.assign(new Error("gone"), { code: "P2025" }))).toEqual([
      404,
      { error: "Not found", code: "not_found" },
    ]);
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await get(new Error("secret detail"))).toEqual([
        500,
        { error: "Something went wrong. Please try again later.", code: "internal" },
      ]);
    } finally {
      spy.mockRestore();
    }
  });
});
