import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { dashboardFor, roleForPath } from "@/lib/server/auth/roles";
import { csrfRefusal } from "@/lib/server/csrf";

/**
 * The role gate for the admin areas. Signed out: back to /admin (with ?unauthorized=1 so the
 * login page shows the 'Unauthorized' toast, and ?callbackUrl to return afterwards). Wrong
 * role: to the user's own dashboard. Route handlers check the session themselves as well.
 */
export async function proxy(request: NextRequest) {
  // Cross-site state-changing API calls get 403 (lib/server/csrf.ts); /api is matched for this only.
  if (request.nextUrl.pathname.startsWith("/api/")) return csrfRefusal(request) ?? NextResponse.next();
  const needed = roleForPath(request.nextUrl.pathname);
  if (!needed) return NextResponse.next();
  const token = await getToken({ req: request, secret: process.env.NEXTAUTH_SECRET });
  if (!token?.role) {
    const url = new URL("/admin", request.url);
    url.searchParams.set("unauthorized", needed);
    url.searchParams.set("callbackUrl", request.nextUrl.pathname + request.nextUrl.search);
    return NextResponse.redirect(url);
  }
  if (token.role !== needed) return NextResponse.redirect(new URL(dashboardFor(token.role), request.url));
  return NextResponse.next();
}

export const config = {
  matcher: ["/admin/:path+", "/api/:path*"],
};
