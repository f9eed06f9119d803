import { FALLBACK_SERVICES, hasDiscount, publicServices, wizardServices } from "@/lib/domain/services";

describe("services", () => {
  it("has the six fallback services of the spec", () => {
    expect(FALLBACK_SERVICES.map((s) => [s.id, s.title, s.basePrice])).toEqual([
      [1, "Close-Up Magic", 250],
      [2, "Stage Illusions", 750],
      [3, "Children's Magic", 200],
      [4, "Corporate Events", 500],
      [5, "Wedding Entertainment", 350],
      [6, "Mentalism", 400],
    ]);
    for (const s of FALLBACK_SERVICES) {
      expect(s.isActive).toBe(true);
      expect(s.description.length).toBeGreaterThan(10);
    }
  });

  it("orders the public list: Close-Up Magic first, then by base price", () => {
    expect(publicServices(FALLBACK_SERVICES).map((s) => s.id)).toEqual([1, 3, 5, 6, 4, 2]);
  });

  it("drops inactive and discounted services", () => {
    const list = [
      { id: 1, title: "Close-Up Magic", basePrice: 250, isActive: false },
      { id: 2, title: "A", basePrice: 100, isActive: true, discount: 20 },
      { id: 3, title: "B", basePrice: 300, isActive: true, discount: 0 },
      { id: 4, title: "C", basePrice: 200, isActive: true, discount: null },
    ];
    expect(publicServices(list).map((s) => s.id)).toEqual([4, 3]);
    expect(hasDiscount({ discount: 0 })).toBe(false);
    expect(hasDiscount({ discount: 5 })).toBe(true);
  });

  it("sorts the wizard list by base price ascending, active only", () => {
    expect(wizardServices(FALLBACK_SERVICES).map((s) => s.basePrice)).toEqual([200, 250, 350, 400, 500, 750]);
    expect(wizardServices([{ id: 1, title: "x", basePrice: 1, isActive: false }])).toEqual([]);
  });
});
