import { venueLine } from "@/lib/domain/venue";

describe("venueLine", () => {
  it("names the venue, then its address", () => {
    expect(venueLine("The Gilded Lantern", "12 Ashton Lane, Glasgow G12 8SJ")).toBe(
      "The Gilded Lantern, 12 Ashton Lane, Glasgow G12 8SJ",
    );
  });

  it("says the address once where the location is the address (no venue name given)", () => {
    expect(venueLine("1 Buchanan Street, Glasgow G1 2FF", "1 Buchanan Street, Glasgow G1 2FF")).toBe(
      "1 Buchanan Street, Glasgow G1 2FF",
    );
    expect(venueLine(" 1 buchanan  street, Glasgow G1 2FF", "1 Buchanan Street, Glasgow G1 2FF ")).toBe(
      "1 Buchanan Street, Glasgow G1 2FF",
    );
  });

  it("keeps whichever part there is", () => {
    expect(venueLine("", "1 Buchanan Street")).toBe("1 Buchanan Street");
    expect(venueLine("Assembly Rooms", "")).toBe("Assembly Rooms");
    expect(venueLine(null, undefined)).toBe("");
  });
});
