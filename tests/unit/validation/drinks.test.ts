import { fieldErrors } from "@/lib/validation/common";
import { DRINK_MESSAGES, drinkSchema, drinksToRecord, recordDrinksSchema } from "@/lib/validation/drinks";
import { ADMIN_TOASTS, RECORD_DRINKS_MESSAGE } from "@/lib/validation/admin";

describe("drink form", () => {
  it("gives the spec's messages", () => {
    expect(fieldErrors(drinkSchema.safeParse({ name: "G", price: 0 }).error!)).toEqual({
      name: "Drink name must be at least 2 characters.",
      price: "Price must be a positive number.",
    });
    expect(drinkSchema.parse({ name: "Gin & Tonic", price: 6.5, discountCode: "" })).toEqual({
      name: "Gin & Tonic",
      price: 6.5,
    });
    expect(drinkSchema.safeParse({ name: "Gin", price: Number.NaN }).success).toBe(false);
  });
});

describe("drink form: the price as the form's text", () => {
  it("accepts '6.5' and refuses text that is not a positive amount", () => {
    expect(drinkSchema.parse({ name: "Gin & Tonic", price: "6.5" }).price).toBe(6.5);
    expect(fieldErrors(drinkSchema.safeParse({ name: "Gin & Tonic", price: "abc" }).error!)).toEqual({
      price: "Price must be a positive number.",
    });
    expect(drinkSchema.safeParse({ name: "Gin & Tonic", price: 6.555 }).success).toBe(false);
  });
});

describe("record drinks", () => {
  it("needs at least one counter above zero", () => {
    expect(drinksToRecord([{ drinkId: 1, quantity: 0 }])).toEqual([]);
    expect(drinksToRecord([])).toEqual([]);
    expect(
      drinksToRecord([
        { drinkId: 1, quantity: 0 },
        { drinkId: 2, quantity: 3 },
      ]),
    ).toEqual([{ drinkId: 2, quantity: 3 }]);
    expect(
      drinksToRecord([
        { drinkId: 2, quantity: 1 },
        { drinkId: 1, quantity: 0 },
        { drinkId: 2, quantity: 2 },
      ]),
    ).toEqual([{ drinkId: 2, quantity: 3 }]);
    expect(
      recordDrinksSchema.parse({
        barId: 1,
        items: [
          { drinkId: 1, quantity: 0 },
          { drinkId: 2, quantity: 3 },
        ],
      }).items,
    ).toHaveLength(2);
    expect(recordDrinksSchema.safeParse({ barId: 1, items: [{ drinkId: 1, quantity: -1 }] }).success).toBe(false);
    expect(recordDrinksSchema.safeParse({ barId: 1, items: [{ drinkId: 1, quantity: 1.5 }] }).success).toBe(false);
    expect(recordDrinksSchema.safeParse({ barId: 1 }).success).toBe(false);
  });

  it("keeps the spec's texts", () => {
    expect(DRINK_MESSAGES.noDrinksToRecord).toBe("No drinks to record");
    expect(ADMIN_TOASTS.noDrinks).toEqual({ title: "No drinks to record", description: RECORD_DRINKS_MESSAGE });
    expect(RECORD_DRINKS_MESSAGE).toBe("Please add at least one drink using the + buttons.");
  });
});
