import { afterSignInPath, dashboardFor, loginUrlFor, roleForPath, unauthorizedToast } from "@/lib/domain/roles";
import { parseCookieHeader, tokenRequest, secureCookiesEnabled } from "@/lib/server/auth/cookies";
import { loginErrorMessage } from "@/components/auth/login-form";

describe("role rules", () => {
  it("maps areas to roles, whole path segments only", () => {
    expect(roleForPath("/admin/magician")).toBe("magician");
    expect(roleForPath("/admin/magician/anything")).toBe("magician");
    expect(roleForPath("/admin/leads")).toBe("magician");
    expect(roleForPath("/admin/bar-client")).toBe("bar-client");
    expect(roleForPath("/admin/bar-clients-list")).toBeUndefined();
    expect(roleForPath("/admin/magicianx")).toBeUndefined();
    expect(roleForPath("/admin")).toBeUndefined();
    expect(roleForPath("/")).toBeUndefined();
  });

  it("sends each role to its dashboard", () => {
    expect(dashboardFor("magician")).toBe("/admin/magician");
    expect(dashboardFor("bar-client")).toBe("/admin/bar-client");
    expect(dashboardFor("client")).toBe("/admin");
    expect(dashboardFor(undefined)).toBe("/admin");
  });

  it("returns after sign-in only to same-site paths the role may open", () => {
    expect(afterSignInPath("magician", "/admin/leads")).toBe("/admin/leads");
    expect(afterSignInPath("magician", "/admin/magician?tab=bookings")).toBe("/admin/magician?tab=bookings");
    expect(afterSignInPath("bar-client", "/admin/leads")).toBe("/admin/bar-client");
    expect(afterSignInPath("magician", "/admin/bar-client")).toBe("/admin/magician");
    expect(afterSignInPath("magician", "https://evil.example/admin/leads")).toBe("/admin/magician");
    expect(afterSignInPath("magician", "//evil.example/admin/leads")).toBe("/admin/magician");
    expect(afterSignInPath("magician", "/\\evil.example")).toBe("/admin/magician");
    expect(afterSignInPath("magician", "/")).toBe("/admin/magician");
    expect(afterSignInPath("magician", undefined)).toBe("/admin/magician");
    expect(afterSignInPath("bar-client", null)).toBe("/admin/bar-client");
  });

  it("builds the login URL the gate redirects to", () => {
    expect(loginUrlFor("magician", "/admin/leads?x=1")).toBe(
      "/admin?unauthorized=magician&callbackUrl=%2Fadmin%2Fleads%3Fx%3D1",
    );
  });

  it("shows the spec's unauthorised toasts", () => {
    expect(unauthorizedToast("magician")).toEqual({
      title: "Unauthorized",
      description: "Please log in to access this page",
    });
    expect(unauthorizedToast("bar-client")).toEqual({ title: "Unauthorized: Please log in to access this page" });
    expect(unauthorizedToast(undefined)).toBeNull();
  });

  it("login errors: the server's sentence, or the spec's fallback for next-auth codes", () => {
    expect(loginErrorMessage("Invalid credentials. Please try again.")).toBe("Invalid credentials. Please try again.");
    expect(loginErrorMessage("Too many failed sign-in attempts. Please wait 15 minutes and try again.")).toMatch(
      /Too many/,
    );
    expect(loginErrorMessage("CredentialsSignin")).toBe("Invalid credentials. Please try again.");
    expect(loginErrorMessage(undefined)).toBe("Invalid credentials. Please try again.");
  });
});

describe("session cookies", () => {
  const original = process.env.NEXTAUTH_URL;
  afterEach(() => {
    if (original === undefined) delete process.env.NEXTAUTH_URL;
    else process.env.NEXTAUTH_URL = original;
  });

  it("are Secure when the site is served over https", () => {
    process.env.NEXTAUTH_URL = "https://summonamagician.co.uk";
    expect(secureCookiesEnabled()).toBe(true);
    process.env.NEXTAUTH_URL = "http://127.0.0.1:3203";
    expect(secureCookiesEnabled()).toBe(false);
    delete process.env.NEXTAUTH_URL;
    expect(secureCookiesEnabled()).toBe(false);
  });

  it("are read from the Cookie header only, never from Authorization", () => {
    expect(parseCookieHeader('a=1; next-auth.session-token=abc%3D; b="q"')).toEqual(
      new Map([
        ["a", "1"],
        ["next-auth.session-token", "abc="],
        ["b", "q"],
      ]),
    );
    const sent: Record<string, string> = { authorization: "Bearer abc", cookie: "c=d" };
    const req = tokenRequest({ headers: { get: (name: string) => sent[name] ?? null } } as unknown as Request);
    expect(req.headers.get("authorization")).toBeNull();
    expect(req.cookies.get("c")).toBe("d");
  });
});
