/** @jest-environment node */
import { GET as getBarClients } from "@/app/api/bar-clients/route";
import { DELETE as deleteBarService, PUT as putBarService } from "@/app/api/bar-services/[id]/route";
import { GET as getBarServices, POST as postBarService } from "@/app/api/bar-services/route";
import { DELETE as deleteService, PUT as putService } from "@/app/api/services/[id]/route";
import { GET as getServices, POST as postService } from "@/app/api/services/route";
import { createBarClient } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";
import { call, createBooking, expectMagicianOnly } from "./helpers";

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

const valid = {
  title: "Levitation",
  description: "A floating table in the middle of your party.",
  image: "/images/levitation.jpg",
  basePrice: 450,
};

describe("services", () => {
  it("POST creates a service that the public list shows", async () => {
    const res = await call(postService as never, "/api/services", { body: valid });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...valid, isActive: true });
    const list = await call(getServices as never, "/api/services", { as: null });
    expect(list.body.map((s: { title: string }) => s.title)).toContain("Levitation");
    expect(await db.auditLog.count({ where: { action: "service.create" } })).toBe(1);
  });

  it.each([
    [{ title: "L" }, "title", "Title must be at least 2 characters long."],
    [{ description: "short" }, "description", "Description must be at least 10 characters long."],
    [{ image: "not a path" }, "image", "Please enter a valid URL, image path (/images/...), or leave empty."],
    [{ image: "javascript:alert(1)" }, "image", "Please enter a valid URL, image path (/images/...), or leave empty."],
    [{ basePrice: 0 }, "basePrice", "Price must be at least 1."],
  ])("POST %j answers the spec's message", async (patch, field, message) => {
    const res = await call(postService as never, "/api/services", { body: { ...valid, ...patch } });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toBe(message);
  });

  it("accepts an empty image, image paths and URLs", async () => {
    for (const image of ["", "./assets/a.png", "@assets/b.png", "images/c.png", "https://example.com/d.png"]) {
      const res = await call(postService as never, "/api/services", { body: { ...valid, image } });
      expect(res.status).toBe(201);
    }
  });

  it("GET ?all=1 is the magician's list with inactive services", async () => {
    await db.service.updateMany({ where: { title: "Mentalism" }, data: { isActive: false } });
    const all = await call(getServices as never, "/api/services?all=1");
    expect(all.body.find((s: { title: string }) => s.title === "Mentalism")).toMatchObject({ isActive: false });
    await expectMagicianOnly(getServices as never, "/api/services?all=1");
    await expectMagicianOnly(postService as never, "/api/services", { body: valid });
  });

  it("PUT updates and validates", async () => {
    const service = await db.service.findFirstOrThrow({ where: { title: "Mentalism" } });
    const ok = await call(putService as never, `/api/services/${service.id}`, {
      method: "PUT",
      body: { basePrice: 420, isActive: false },
      params: { id: String(service.id) },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ title: "Mentalism", basePrice: 420, isActive: false });
    const bad = await call(putService as never, `/api/services/${service.id}`, {
      method: "PUT",
      body: { title: "" },
      params: { id: String(service.id) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("Title must be at least 2 characters long.");
    const missing = await call(putService as never, "/api/services/9999", {
      method: "PUT",
      body: { basePrice: 5 },
      params: { id: "9999" },
    });
    expect(missing.status).toBe(404);
    await expectMagicianOnly(putService as never, `/api/services/${service.id}`, {
      method: "PUT",
      body: { basePrice: 5 },
      params: { id: String(service.id) },
    });
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "service.update" } });
    expect(audit.before).toMatchObject({ basePrice: 400 });
    expect(audit.after).toMatchObject({ basePrice: 420 });
  });

  it("DELETE removes an unused service but deactivates one that bookings refer to", async () => {
    const unused = await db.service.findFirstOrThrow({ where: { title: "Mentalism" } });
    const used = await db.service.findFirstOrThrow({ where: { title: "Close-Up Magic" } });
    const byId = await db.service.findFirstOrThrow({ where: { title: "Stage Illusions" } });
    await createBooking({ selectedServices: [{ id: used.id, title: "Close-Up Magic", price: 250 }] });
    await createBooking({ selectedServices: [byId.id] });
    // a bar-service booking with the same id refers to a bar service, not to this service
    await createBooking({ source: "bar-service", selectedServices: [{ id: unused.id, title: "Bar thing", price: 1 }] });

    await expectMagicianOnly(deleteService as never, `/api/services/${unused.id}`, {
      method: "DELETE",
      params: { id: String(unused.id) },
    });
    const removed = await call(deleteService as never, `/api/services/${unused.id}`, {
      method: "DELETE",
      params: { id: String(unused.id) },
    });
    expect(removed.body).toEqual({ id: unused.id, deleted: true, deactivated: false });
    expect(await db.service.findUnique({ where: { id: unused.id } })).toBeNull();

    for (const s of [used, byId]) {
      const kept = await call(deleteService as never, `/api/services/${s.id}`, {
        method: "DELETE",
        params: { id: String(s.id) },
      });
      expect(kept.body).toEqual({ id: s.id, deleted: false, deactivated: true });
      expect((await db.service.findUniqueOrThrow({ where: { id: s.id } })).isActive).toBe(false);
    }
    expect(await db.auditLog.count({ where: { action: "service.delete" } })).toBe(1);
    expect(await db.auditLog.count({ where: { action: "service.deactivate" } })).toBe(2);
    const missing = await call(deleteService as never, "/api/services/9999", {
      method: "DELETE",
      params: { id: "9999" },
    });
    expect(missing.status).toBe(404);
  });
});

describe("bar services", () => {
  const bar = { ...valid, title: "Bar Magic Night", discount: 15 };

  it("GET is public and lists only active bar services; ?all=1 is the magician's", async () => {
    await db.barService.updateMany({ where: { title: "Cocktail Masterclass Magic" }, data: { isActive: false } });
    const list = await call(getBarServices as never, "/api/bar-services", { as: null });
    expect(list.status).toBe(200);
    expect(list.body.map((s: { title: string }) => s.title)).not.toContain("Cocktail Masterclass Magic");
    expect(list.body[0]).toHaveProperty("discount");
    const all = await call(getBarServices as never, "/api/bar-services?all=1");
    expect(all.body).toHaveLength(3);
    await expectMagicianOnly(getBarServices as never, "/api/bar-services?all=1");
  });

  it("POST, PUT and DELETE with validation", async () => {
    await expectMagicianOnly(postBarService as never, "/api/bar-services", { body: bar });
    const created = await call(postBarService as never, "/api/bar-services", { body: bar });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: "Bar Magic Night", discount: 15, isActive: true });
    const defaulted = await call(postBarService as never, "/api/bar-services", {
      body: { ...valid, title: "No discount" },
    });
    expect(defaulted.body.discount).toBe(0);
    for (const discount of [-1, 101, 12.5]) {
      const bad = await call(postBarService as never, "/api/bar-services", { body: { ...bar, discount } });
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors.discount).toBe("Discount must be between 0 and 100.");
    }
    const badTitle = await call(postBarService as never, "/api/bar-services", { body: { ...bar, title: "x" } });
    expect(badTitle.body.fieldErrors.title).toBe("Title must be at least 2 characters long.");
    const id = String(created.body.id);
    const updated = await call(putBarService as never, `/api/bar-services/${id}`, {
      method: "PUT",
      body: { discount: 30 },
      params: { id },
    });
    expect(updated.body.discount).toBe(30);
    await expectMagicianOnly(putBarService as never, `/api/bar-services/${id}`, {
      method: "PUT",
      body: { discount: 1 },
      params: { id },
    });
    const removed = await call(deleteBarService as never, `/api/bar-services/${id}`, {
      method: "DELETE",
      params: { id },
    });
    expect(removed.body).toMatchObject({ deleted: true });
  });

  it("DELETE deactivates a bar service that bar bookings refer to", async () => {
    const s = await db.barService.findFirstOrThrow({ where: { title: "Bar Close-Up Residency" } });
    await createBooking({ source: "bar-service", selectedServices: [{ id: s.id, title: s.title, price: 240 }] });
    const res = await call(deleteBarService as never, `/api/bar-services/${s.id}`, {
      method: "DELETE",
      params: { id: String(s.id) },
    });
    expect(res.body).toMatchObject({ deleted: false, deactivated: true });
    expect(await db.auditLog.count({ where: { action: "bar-service.deactivate" } })).toBe(1);
  });
});

describe("GET /api/bar-clients", () => {
  it("lists registered bars as { id, barName } for the magician only", async () => {
    const bar = await createBarClient({ barName: "Aardvark Arms" });
    await db.user.create({
      data: { username: "unpaidbar", password: "x", email: "u@example.com", role: "bar-client", barName: "Unpaid" },
    });
    const res = await call(getBarClients as never, "/api/bar-clients");
    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual({ id: bar.id, barName: "Aardvark Arms" });
    expect(res.body.map((b: { barName: string }) => b.barName)).toEqual([
      "Aardvark Arms",
      "The Gilded Lantern",
      "The Thistle Vault",
    ]);
    await expectMagicianOnly(getBarClients as never, "/api/bar-clients");
  });
});
