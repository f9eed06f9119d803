import {
  deviceCookieFor,
  deviceCookieName,
  deviceCookieValue,
  deviceSetCookie,
  parseDeviceCookie,
} from "@/lib/server/auth/device-cookie";

describe("device cookies", () => {
  it("round-trip: the username (normalised) and a 128-bit nonce under a 128-bit MAC", () => {
    const value = deviceCookieValue("  Magician ");
    expect(value).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    expect(parseDeviceCookie(value)).toEqual({ username: "magician", nonce: value.split(".")[2] });
    // A new nonce each time: each browser is its own device.
    expect(deviceCookieValue("magician").split(".")[2]).not.toBe(deviceCookieValue("magician").split(".")[2]);
  });

  it("refuses any change: username, nonce, MAC, shape", () => {
    const value = deviceCookieValue("magician");
    const [version, name, nonce = "", mac = ""] = value.split(".");
    const flip = (text: string) => `${text.slice(0, -1)}${text.endsWith("A") ? "B" : "A"}`;
    for (const forged of [
      `${version}.${Buffer.from("thegildedlantern").toString("base64url")}.${nonce}.${mac}`,
      `${version}.${name}.${flip(nonce)}.${mac}`,
      `${version}.${name}.${nonce}.${flip(mac)}`,
      `v2.${name}.${nonce}.${mac}`,
      `${value}x`,
      "",
      "v1...",
    ]) {
      expect(parseDeviceCookie(forged)).toBeNull();
    }
  });

  it("is read from the Cookie header, and only for the username it names", () => {
    const headers = new Headers({ cookie: `a=1; ${deviceCookieName()}=${deviceCookieValue("magician")}; b=2` });
    expect(deviceCookieFor(headers, "MAGICIAN")?.username).toBe("magician");
    expect(deviceCookieFor(headers, "thegildedlantern")).toBeNull();
    expect(deviceCookieFor(new Headers(), "magician")).toBeNull();
  });

  it("is httpOnly, SameSite=Lax, for /api/auth only, and Secure with the __Secure- prefix over https", () => {
    const saved = process.env.NEXTAUTH_URL;
    try {
      process.env.NEXTAUTH_URL = "http://localhost:3000";
      const plain = deviceSetCookie("magician");
      expect(plain).toMatch(/^summon\.device=v1\./);
      expect(plain).toContain("; Path=/api/auth; ");
      expect(plain).toContain("; HttpOnly");
      expect(plain).toContain("; SameSite=Lax");
      expect(plain).not.toContain("Secure");
      process.env.NEXTAUTH_URL = "https://summonamagician.co.uk";
      const secure = deviceSetCookie("magician");
      expect(secure).toMatch(/^__Secure-summon\.device=v1\./);
      expect(secure).toMatch(/; Secure$/);
    } finally {
      if (saved === undefined) delete process.env.NEXTAUTH_URL;
      else process.env.NEXTAUTH_URL = saved;
    }
  });
});
