import { GET } from "@/app/api/health/route";
import { db } from "../support/db";

afterAll(() => db.$disconnect());

it("GET /api/health reports a reachable database", async () => {
  const response = await GET();
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "ok" });
});
