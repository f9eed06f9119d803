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
  if (pathname.startsWith("/admin/magician") || pathname.startsWith("/admin/leads")) return "magician";
  if (pathname.startsWith("/admin/bar-client")) return "bar-client";
  return undefined;
}
