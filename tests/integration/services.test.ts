import { GET } from "@/app/api/services/route";
import { FALLBACK_SERVICES } from "@/lib/domain/services";
import { db, resetAndSeed } from "../support/db";

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

describe("GET /api/services", () => {
  it("answers the six seeded services with the spec's fields, Close-Up Magic first then by price", async () => {
    const response = await GET(new Request("http://localhost/api/services"));
    expect(response.status).toBe(200);
    const services = await response.json();
    expect(services.map((s: { title: string; basePrice: number }) => [s.title, s.basePrice])).toEqual([
      ["Close-Up Magic", 250],
      ["Children's Magic", 200],
      ["Wedding Entertainment", 350],
      ["Mentalism", 400],
      ["Corporate Events", 500],
      ["Stage Illusions", 750],
    ]);
    expect(Object.keys(services[0]).sort()).toEqual(["basePrice", "description", "id", "image", "isActive", "title"]);
    expect(services).toHaveLength(FALLBACK_SERVICES.length);
  });

  it("leaves out inactive services", async () => {
    await db.service.updateMany({ where: { title: "Mentalism" }, data: { isActive: false } });
    const services = await (await GET(new Request("http://localhost/api/services"))).json();
    expect(services.map((s: { title: string }) => s.title)).not.toContain("Mentalism");
  });

  it("seeding twice keeps one copy of everything", async () => {
    const { seedDatabase } = await import("@/lib/server/db/seed");
    await seedDatabase(db);
    expect(await db.service.count()).toBe(6);
    expect(await db.user.count({ where: { role: "bar-client", registrationPaid: true } })).toBe(2);
    expect(await db.user.count({ where: { role: "magician" } })).toBe(1);
    expect(await db.promotion.count({ where: { isActive: true } })).toBe(2);
  });

  it("the catalogue is seeded once per database: what the magician deleted stays deleted at the next start", async () => {
    const { seedDatabase, CATALOGUE_SEEDED_KEY } = await import("@/lib/server/db/seed");
    expect(await db.setting.findUnique({ where: { key: CATALOGUE_SEEDED_KEY } })).not.toBeNull();
    await db.promotion.deleteMany();
    await db.barService.deleteMany();
    await db.service.deleteMany();
    await seedDatabase(db);
    expect(await db.promotion.count()).toBe(0);
    expect(await db.barService.count()).toBe(0);
    expect(await db.service.count()).toBe(0);
    expect(await db.user.count({ where: { role: "magician" } })).toBe(1);
  });

  it("a fresh database is seeded once and records it", async () => {
    const { seedDatabase } = await import("@/lib/server/db/seed");
    await db.setting.deleteMany();
    await db.promotion.deleteMany();
    await db.barService.deleteMany();
    await db.service.deleteMany();
    await seedDatabase(db);
    await seedDatabase(db);
    expect(await db.setting.count({ where: { key: "catalogue_seeded" } })).toBe(1);
    expect(await db.service.count()).toBe(6);
    expect(await db.barService.count()).toBe(3);
    expect(await db.promotion.count()).toBe(2);
  });
});
