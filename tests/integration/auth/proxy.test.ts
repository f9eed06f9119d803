// The role gate (proxy.ts) for the admin areas.
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { sessionCookie } from "../../support/auth";

jest.setTimeout(60_000);

async function visit(path: string, as?: { id: number; username: string; role: string }) {
  const headers = new Headers();
  if (as) headers.set("cookie", await sessionCookie(as));
  return proxy(new NextRequest(new URL(path, "http://localhost:3000"), { headers }));
}

const location = (response: Response) => {
  const value = response.headers.get("location");
  if (!value) return null;
  const url = new URL(value);
  return `${url.pathname}${url.search}`;
};

const magician = { id: 1, username: "magician", role: "magician" };
const bar = { id: 2, username: "somebar", role: "bar-client" };

describe("proxy.ts role gate", () => {
  it("sends signed-out visitors to /admin with the toast flag and the way back", async () => {
    expect(location(await visit("/admin/magician"))).toBe(
      "/admin?unauthorized=magician&callbackUrl=%2Fadmin%2Fmagician",
    );
    expect(location(await visit("/admin/leads"))).toBe("/admin?unauthorized=magician&callbackUrl=%2Fadmin%2Fleads");
    expect(location(await visit("/admin/bar-client"))).toBe(
      "/admin?unauthorized=bar-client&callbackUrl=%2Fadmin%2Fbar-client",
    );
  });

  it("sends a signed-in user of the wrong role to their own dashboard", async () => {
    expect(location(await visit("/admin/magician", bar))).toBe("/admin/bar-client");
    expect(location(await visit("/admin/leads", bar))).toBe("/admin/bar-client");
    expect(location(await visit("/admin/bar-client", magician))).toBe("/admin/magician");
  });

  it("lets the right role through", async () => {
    for (const [path, user] of [
      ["/admin/magician", magician],
      ["/admin/leads", magician],
      ["/admin/bar-client", bar],
    ] as const) {
      const response = await visit(path, user);
      expect(location(response)).toBeNull();
      expect(response.headers.get("x-middleware-next")).toBe("1");
    }
  });

  it("ignores a forged or foreign cookie, and a bearer header", async () => {
    const forged = new NextRequest("http://localhost:3000/admin/magician", {
      headers: { cookie: "next-auth.session-token=not-a-jwt" },
    });
    expect(location(await proxy(forged))).toMatch(/^\/admin\?unauthorized=magician/);
    const cookie = await sessionCookie(magician);
    const bearer = new NextRequest("http://localhost:3000/admin/magician", {
      headers: { authorization: `Bearer ${cookie.split("=")[1]}` },
    });
    expect(location(await proxy(bearer))).toMatch(/^\/admin\?unauthorized=magician/);
  });

  it("leaves the login page and public pages alone", async () => {
    for (const path of ["/admin", "/", "/register-bar"]) expect(location(await visit(path))).toBeNull();
  });
});
