import { manageToken, parseManageToken } from "@/lib/server/links/booking-page";

describe("booking page links", () => {
  it("round-trips, carries 128 bits of MAC and refuses any change", () => {
    const token = manageToken(1234, 2);
    expect(token).toMatch(/^[0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);
    expect(parseManageToken(token)).toEqual({ bookingId: 1234, version: 2 });
    const [id, version, mac = ""] = token.split(".");
    expect(parseManageToken(`${(1235).toString(36)}.${version}.${mac}`)).toBeNull();
    expect(parseManageToken(`${id}.3.${mac}`)).toBeNull();
    expect(parseManageToken(`${id}.${version}.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`)).toBeNull();
    for (const junk of ["", "a.b", "0.1.AAAAAAAAAAAAAAAAAAAAAA", `${id}.${version}.${mac}x`])
      expect(parseManageToken(junk)).toBeNull();
  });

  it("depends on the server secret", () => {
    const before = manageToken(7, 1);
    const saved = process.env.LINK_SECRET;
    process.env.LINK_SECRET = "another-secret-value";
    try {
      expect(manageToken(7, 1)).not.toBe(before);
      expect(parseManageToken(before)).toBeNull();
    } finally {
      if (saved === undefined) delete process.env.LINK_SECRET;
      else process.env.LINK_SECRET = saved;
    }
  });
});
