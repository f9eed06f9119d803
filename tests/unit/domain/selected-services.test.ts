import { UNKNOWN_SERVICE_TITLE, bookedServices, parseSelectedServices } from "@/lib/domain/selected-services";

const catalogue = [
  { id: 1, title: "Close-Up Magic", basePrice: 250 },
  { id: 3, title: "Stage Illusions", basePrice: 300.5 },
];

describe("parseSelectedServices", () => {
  it("reads what the server stores: services priced in pounds and a travel line", () => {
    expect(
      parseSelectedServices([
        { id: 1, title: "Close-Up Magic", price: 225 },
        { id: 2, title: "Walkabout", price: 137.5 },
        { title: "Travel (47 miles)", price: 16.65, kind: "travel" },
      ]),
    ).toEqual([
      { id: 1, title: "Close-Up Magic", pricePence: 22500, travel: false },
      { id: 2, title: "Walkabout", pricePence: 13750, travel: false },
      { id: null, title: "Travel (47 miles)", pricePence: 1665, travel: true },
    ]);
  });

  it("reads the flat fee stored as a line like the distance fee", () => {
    expect(
      parseSelectedServices([
        { id: 1, title: "Close-Up Magic", price: 250 },
        { id: 0, title: "Travel fee", price: 25, kind: "travel" },
      ]),
    ).toEqual([
      { id: 1, title: "Close-Up Magic", pricePence: 25000, travel: false },
      { id: 0, title: "Travel fee", pricePence: 2500, travel: true },
    ]);
  });

  it("reads older shapes: bare ids from the catalogue, names, decimal strings, basePrice", () => {
    expect(
      parseSelectedServices(
        [
          1,
          "3",
          "2",
          { name: "Custom", price: "0.01" },
          { id: "3", basePrice: 99.99 },
          { id: 1 },
          { id: 1, title: "Renamed" },
        ],
        catalogue,
      ),
    ).toEqual([
      { id: 1, title: "Close-Up Magic", pricePence: 25000, travel: false },
      { id: 3, title: "Stage Illusions", pricePence: 30050, travel: false },
      { id: 2, title: UNKNOWN_SERVICE_TITLE, pricePence: 0, travel: false },
      { id: null, title: "Custom", pricePence: 1, travel: false },
      { id: 3, title: "Stage Illusions", pricePence: 9999, travel: false },
      // the catalogue's price only for the catalogue's service; a renamed entry has no price of its own
      { id: 1, title: "Close-Up Magic", pricePence: 25000, travel: false },
      { id: 1, title: "Renamed", pricePence: 0, travel: false },
    ]);
  });

  it("never throws on what it cannot read", () => {
    expect(parseSelectedServices("nope")).toEqual([]);
    expect(parseSelectedServices(null)).toEqual([]);
    expect(parseSelectedServices({ id: 1 })).toEqual([]);
    expect(parseSelectedServices([null, "x", [], { price: "abc" }, { title: 7, price: Number.NaN }])).toEqual(
      Array.from({ length: 5 }, () => ({ id: null, title: UNKNOWN_SERVICE_TITLE, pricePence: 0, travel: false })),
    );
  });

  it("rounds a stored price to the penny", () => {
    expect(
      parseSelectedServices([
        { title: "A", price: 1.005 },
        { title: "B", price: 16.649999 },
      ]),
    ).toEqual([
      { id: null, title: "A", pricePence: 101, travel: false },
      { id: null, title: "B", pricePence: 1665, travel: false },
    ]);
  });
});

describe("bookedServices", () => {
  it("leaves the travel line out", () => {
    expect(
      bookedServices([
        { id: 1, title: "Close-Up Magic", price: 250 },
        { title: "Travel (47 miles)", price: 16.65, kind: "travel" },
      ]).map((s) => s.title),
    ).toEqual(["Close-Up Magic"]);
  });
});
