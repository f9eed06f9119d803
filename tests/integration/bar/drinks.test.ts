import { DELETE, PUT } from "@/app/api/drinks/[id]/route";
import { POST as RECORD } from "@/app/api/drinks/record/route";
import { GET, POST } from "@/app/api/drinks/route";
import { createBarClient, magician, params, request } from "../../support/auth";
import { db, resetAndSeed } from "../../support/db";

beforeEach(resetAndSeed);
afterAll(() => db.$disconnect());

async function addDrink(as: { id: number; username: string; role: string }, body: unknown) {
  return POST(await request("/api/drinks", { method: "POST", body, as }));
}

describe("/api/drinks (bar client)", () => {
  it("adds, lists, edits and removes the bar's own drinks, stored in the database", async () => {
    const bar = await createBarClient();
    const created = await addDrink(bar, { name: "  Wizard's Brew ", price: "6.5", discountCode: "MAGIC10" });
    expect(created.status).toBe(201);
    const drink = await created.json();
    expect(drink).toEqual({
      id: expect.any(Number),
      name: "Wizard's Brew",
      price: 6.5,
      discountCode: "MAGIC10",
      promotionCount: 0,
    });

    const list = await (await GET(await request("/api/drinks", { as: bar }))).json();
    expect(list).toEqual([drink]);

    const updated = await PUT(
      await request(`/api/drinks/${drink.id}`, {
        method: "PUT",
        body: { name: "Potion", price: 7, discountCode: "" },
        as: bar,
      }),
      params({ id: String(drink.id) }),
    );
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ name: "Potion", price: 7, discountCode: null });
    expect(Number((await db.drink.findUniqueOrThrow({ where: { id: drink.id } })).price)).toBe(7);

    const removed = await DELETE(
      await request(`/api/drinks/${drink.id}`, { method: "DELETE", as: bar }),
      params({ id: String(drink.id) }),
    );
    expect(removed.status).toBe(200);
    expect(await db.drink.count()).toBe(0);
  });

  it("rejects invalid drinks with the spec's messages", async () => {
    const bar = await createBarClient();
    const short = await addDrink(bar, { name: "A", price: 5 });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      error: "Drink name must be at least 2 characters.",
      fieldErrors: { name: expect.any(String) },
    });
    for (const price of [0, -1, "abc", null]) {
      const bad = await addDrink(bar, { name: "Mojito", price });
      expect(bad.status).toBe(400);
      expect((await bad.json()).fieldErrors.price).toBe("Price must be a positive number.");
    }
    const malformed = await POST(await request("/api/drinks", { method: "POST", body: "{not json", as: bar }));
    expect(malformed.status).toBe(400);
  });

  it("never shows or changes another bar's drinks (403), and needs a session (401)", async () => {
    const bar = await createBarClient();
    const other = await createBarClient();
    const theirs = await (await addDrink(other, { name: "Their Drink", price: 4 })).json();

    expect(await (await GET(await request("/api/drinks", { as: bar }))).json()).toEqual([]);
    const put = await PUT(
      await request(`/api/drinks/${theirs.id}`, { method: "PUT", body: { name: "Mine now", price: 1 }, as: bar }),
      params({ id: String(theirs.id) }),
    );
    expect(put.status).toBe(403);
    const del = await DELETE(
      await request(`/api/drinks/${theirs.id}`, { method: "DELETE", as: bar }),
      params({ id: String(theirs.id) }),
    );
    expect(del.status).toBe(403);
    expect(await db.drink.findUnique({ where: { id: theirs.id } })).toMatchObject({ name: "Their Drink" });

    expect((await GET(await request("/api/drinks"))).status).toBe(401);
    expect((await addDrink(null as never, { name: "Anon", price: 1 })).status).toBe(401);
    const missing = await PUT(
      await request(`/api/drinks/99999`, { method: "PUT", body: { name: "Ghost", price: 1 }, as: bar }),
      params({ id: "99999" }),
    );
    expect(missing.status).toBe(404);
  });

  it("the magician reads a bar's drinks with ?barId and cannot add drinks", async () => {
    const bar = await createBarClient();
    const admin = await magician();
    await addDrink(bar, { name: "Mojito", price: 8 });
    expect((await GET(await request("/api/drinks", { as: admin }))).status).toBe(400);
    const list = await (await GET(await request(`/api/drinks?barId=${bar.id}`, { as: admin }))).json();
    expect(list.map((d: { name: string }) => d.name)).toEqual(["Mojito"]);
    expect((await GET(await request(`/api/drinks?barId=${admin.id}`, { as: admin }))).status).toBe(404);
    expect((await addDrink(admin, { name: "Admin Drink", price: 1 })).status).toBe(403);
  });
});

describe("POST /api/drinks/record (magician)", () => {
  it("records sales in one go: a drink_sales row per drink and promotionCount += quantity", async () => {
    const bar = await createBarClient();
    const admin = await magician();
    const mojito = await (await addDrink(bar, { name: "Mojito", price: 8 })).json();
    const spritz = await (await addDrink(bar, { name: "Spritz", price: 6.5 })).json();
    const response = await RECORD(
      await request("/api/drinks/record", {
        method: "POST",
        as: admin,
        body: {
          barId: bar.id,
          items: [
            { drinkId: mojito.id, quantity: 3 },
            { drinkId: spritz.id, quantity: 0 },
          ],
        },
      }),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.recorded).toBe(3);
    expect(body.drinks.find((d: { id: number }) => d.id === mojito.id).promotionCount).toBe(3);
    const sales = await db.drinkSale.findMany();
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({ drinkId: mojito.id, barId: bar.id, quantity: 3, recordedById: admin.id });
    expect(Number(sales[0]?.unitPrice)).toBe(8);
    expect(await db.auditLog.count({ where: { action: "drinks.record" } })).toBe(1);
  });

  it("answers 400 'No drinks to record' when every counter is 0, and refuses other bars' drinks and non-magicians", async () => {
    const bar = await createBarClient();
    const other = await createBarClient();
    const admin = await magician();
    const mojito = await (await addDrink(bar, { name: "Mojito", price: 8 })).json();
    const theirs = await (await addDrink(other, { name: "Theirs", price: 5 })).json();
    const zero = await RECORD(
      await request("/api/drinks/record", {
        method: "POST",
        as: admin,
        body: { barId: bar.id, items: [{ drinkId: mojito.id, quantity: 0 }] },
      }),
    );
    expect(zero.status).toBe(400);
    expect((await zero.json()).error).toBe("No drinks to record");
    const none = await RECORD(
      await request("/api/drinks/record", { method: "POST", as: admin, body: { barId: bar.id, items: [] } }),
    );
    expect(none.status).toBe(400);
    expect((await none.json()).error).toBe("No drinks to record");

    const mixed = await RECORD(
      await request("/api/drinks/record", {
        method: "POST",
        as: admin,
        body: { barId: bar.id, items: [{ drinkId: theirs.id, quantity: 2 }] },
      }),
    );
    expect(mixed.status).toBe(400);
    expect(await db.drinkSale.count()).toBe(0);

    const asBar = await RECORD(
      await request("/api/drinks/record", {
        method: "POST",
        as: bar,
        body: { barId: bar.id, items: [{ drinkId: mojito.id, quantity: 1 }] },
      }),
    );
    expect(asBar.status).toBe(403);
    expect((await db.drink.findUniqueOrThrow({ where: { id: mojito.id } })).promotionCount).toBe(0);
  });
});
