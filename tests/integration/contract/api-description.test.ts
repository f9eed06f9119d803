// The API's one contract: every route is named, declares its answers and is described by
// GET /api/openapi.json (valid OpenAPI 3.1); the typed client's module map and docs/reference.md's
// list of routes are what `npm run routes:generate` writes; route() holds each answer to its declaration.
import { spawnSync } from "node:child_process";
import { Validator } from "@seriousme/openapi-schema-validator";
import { z } from "zod";
import { GET } from "@/app/api/openapi.json/route";
import { ROUTES } from "@/lib/api-client/routes";
import { apiPath } from "@/lib/api-client/paths";
import { AppError } from "@/lib/server/errors";
import { route } from "@/lib/server/route";
import { request } from "../../support/auth";

jest.setTimeout(120_000);

async function description(): Promise<{
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
}> {
  const response = await GET(new Request("http://localhost/api/openapi.json"));
  expect(response.status).toBe(200);
  return response.json();
}

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const document = await description();
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("describes every named route under its name", async () => {
    const { paths } = await description();
    for (const [name, spec] of Object.entries(ROUTES)) {
      const [method, path] = spec.split(" ") as [string, string];
      const operation = paths[path.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, "{$1}")]?.[method.toLowerCase()];
      expect({ name, operationId: operation?.operationId }).toEqual({ name, operationId: name });
    }
  });

  it("gives every route at least one success answer", async () => {
    const { paths } = await description();
    for (const [name, spec] of Object.entries(ROUTES)) {
      const [method, path] = spec.split(" ") as [string, string];
      const operation = paths[path.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, "{$1}")]?.[method.toLowerCase()];
      expect({ name, operationId: operation?.operationId }).toEqual({ name, operationId: name });
      const successes = Object.keys(operation?.responses ?? {}).filter((status) => Number(status) < 400);
      expect({ name, successes: successes.length > 0 }).toEqual({ name, successes: true });
    }
  });
});

it("the route module map and docs/reference.md's list of routes are up to date (npm run routes:generate)", () => {
  const result = spawnSync("npx", ["tsx", "--conditions=react-server", "scripts/generate-routes.ts", "--check"], {
    encoding: "utf8",
  });
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
});

describe("apiPath", () => {
  it("fills in params, encodes them and appends the query", () => {
    expect(apiPath("getManagedDocument", { params: { token: "a b", file: "R-1.pdf" } })).toBe(
      "/api/manage/a%20b/documents/R-1.pdf",
    );
    expect(apiPath("getDayDrives", { query: { date: "2027-01-02" } })).toBe("/api/admin/day-drives?date=2027-01-02");
  });
});

describe("route() holds each answer to its declaration", () => {
  const answer = z.object({ name: z.string() });
  const declared = (body: unknown, status = 200) =>
    route({ auth: "public", response: { 200: answer, 204: null } }, async () =>
      status === 204 ? new Response(null, { status }) : Response.json(body, { status }),
    );

  it("passes an answer of the declared shape and an empty 204", async () => {
    expect((await declared({ name: "Ada" })(await request("/api/x"))).status).toBe(200);
    expect((await declared(null, 204)(await request("/api/x"))).status).toBe(204);
  });

  it("turns an answer of another shape, or an undeclared status, into a 500 naming the difference", async () => {
    const wrong = await declared({ name: 7 })(await request("/api/x"));
    expect(wrong.status).toBe(500);
    expect(await wrong.json()).toMatchObject({ code: "internal", problem: expect.stringContaining("name") });
    const undeclared = await declared({ name: "Ada" }, 201)(await request("/api/x"));
    expect(undeclared.status).toBe(500);
    expect(await undeclared.json()).toMatchObject({ problem: expect.stringContaining("201") });
  });

  it("answers every refusal with its code: the business rule's own when it has one", async () => {
    const refusing = route({ auth: "public", response: { 200: answer } }, async () => {
      throw new AppError("conflict", "This quote has been withdrawn.", undefined, { code: "quote-withdrawn" });
    });
    const refused = await refusing(await request("/api/x"));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: "This quote has been withdrawn.", code: "quote-withdrawn" });
    const plain = route({ auth: "public", response: { 200: answer } }, async () => {
      throw new AppError("not_found", "Not found");
    });
    expect(await (await plain(await request("/api/x"))).json()).toEqual({ error: "Not found", code: "not_found" });
  });
});
