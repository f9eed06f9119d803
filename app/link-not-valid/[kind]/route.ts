import { deadLinkPageHtml } from "@/lib/server/dead-link-page";
import { DEAD_LINK_KINDS, type DeadLinkKind } from "@/lib/server/dead-links";

export const dynamic = "force-dynamic";

/**
 * GET /link-not-valid/{booking|review}: the 404 page proxy.ts shows for a dead customer link. A route
 * handler, as only a handler sets its own status: a page's notFound() answers with Next's empty error
 * shell, which only the browser's scripts fill in.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  if (!(DEAD_LINK_KINDS as readonly string[]).includes(kind)) return new Response("Not Found", { status: 404 });
  return new Response(deadLinkPageHtml(kind as DeadLinkKind), {
    status: 404,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
