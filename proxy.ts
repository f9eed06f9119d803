import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { tokenOptions, tokenRequest } from "@/lib/server/auth/cookies";
import { dashboardFor, loginUrlFor, roleForPath } from "@/lib/domain/roles";
import { csrfRefusal } from "@/lib/server/csrf";
import { deadLinkKind, deadLinkPage } from "@/lib/server/dead-links";

/**
 * A customer link that is not valid gets the 404 page of its message (app/link-not-valid): a page's
 * own notFound() answers with Next's empty error shell, which only the browser's scripts fill in.
 * Should the database not answer, the page itself runs and decides.
 */
async function deadLinkRewrite(request: NextRequest): Promise<NextResponse | null> {
  let kind: Awaited<ReturnType<typeof deadLinkKind>>;
  try {
    kind = await deadLinkKind(request.nextUrl.pathname);
  } catch {
    return null;
  }
  if (!kind) return null;
  return NextResponse.rewrite(new URL(deadLinkPage(kind), request.url));
}

/**
 * The role gate for the admin areas (/admin/magician and /admin/leads: magician;
 * /admin/bar-client: bar-client). Signed out: back to /admin with ?unauthorized=<area> (the
 * login page shows the 'Unauthorized' toast) and ?callbackUrl to return afterwards. Wrong role:
 * to the user's own dashboard. It only reads the signed session cookie; route handlers and
 * pages check the session against the database themselves as well (lib/server/session).
 */
export async function proxy(request: NextRequest) {
  // Cross-site state-changing API calls get 403 (lib/server/csrf.ts); /api is matched for this only.
  if (request.nextUrl.pathname.startsWith("/api/")) return csrfRefusal(request) ?? NextResponse.next();
  if (/^\/(booking|review)\//.test(request.nextUrl.pathname))
    return (await deadLinkRewrite(request)) ?? NextResponse.next();
  const needed = roleForPath(request.nextUrl.pathname);
  if (!needed) return NextResponse.next();
  const token = await getToken({ req: tokenRequest(request) as unknown as NextRequest, ...tokenOptions() });
  if (!token?.role) {
    return NextResponse.redirect(
      new URL(loginUrlFor(needed, request.nextUrl.pathname + request.nextUrl.search), request.url),
    );
  }
  if (token.role !== needed) return NextResponse.redirect(new URL(dashboardFor(token.role), request.url));
  return NextResponse.next();
}

export const config = {
  matcher: ["/admin/:path+", "/api/:path*", "/booking/:token", "/review/:token"],
};
