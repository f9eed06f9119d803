// Pure role rules, shared by the proxy, the server and the login page (no server-only import).

export const ROLES = ["magician", "bar-client", "client"] as const;
export type Role = (typeof ROLES)[number];

/** Where each role lands after signing in. */
export function dashboardFor(role: string | undefined): string {
  if (role === "magician") return "/admin/magician";
  if (role === "bar-client") return "/admin/bar-client";
  return "/admin";
}

/** Which role each protected area needs. */
export function roleForPath(pathname: string): Role | undefined {
  if (isUnder(pathname, "/admin/magician") || isUnder(pathname, "/admin/leads")) return "magician";
  if (isUnder(pathname, "/admin/bar-client")) return "bar-client";
  return undefined;
}

function isUnder(pathname: string, area: string): boolean {
  return pathname === area || pathname.startsWith(`${area}/`);
}

/** The login page for someone sent away from a `role` area at `path`: the right toast, then back. */
export function loginUrlFor(role: Role, path: string): string {
  const query = new URLSearchParams({ unauthorized: role, callbackUrl: path });
  return `/admin?${query.toString()}`;
}

/**
 * Where a user of `role` goes after signing in: back to `callbackUrl` when it is a same-site
 * path inside an area that role may open (e.g. a magician sent away from /admin/leads returns
 * there), otherwise the role's dashboard. Anything absolute, protocol-relative or odd is ignored.
 */
export function afterSignInPath(role: string | undefined, callbackUrl: string | null | undefined): string {
  const fallback = dashboardFor(role);
  if (!callbackUrl || !callbackUrl.startsWith("/") || callbackUrl.startsWith("//") || callbackUrl.includes("\\")) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(callbackUrl, "http://same.site");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://same.site") return fallback;
  const needed = roleForPath(url.pathname);
  if (!needed || needed !== role) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The toast the login page shows when the role gate sent the user there (`?unauthorized=<area>`); null for none. */
export function unauthorizedToast(area: string | null | undefined): { title: string; description?: string } | null {
  if (!area) return null;
  if (area === "bar-client") return { title: "Unauthorized: Please log in to access this page" };
  return { title: "Unauthorized", description: "Please log in to access this page" };
}
