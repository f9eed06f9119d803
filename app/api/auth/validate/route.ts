import { requireUser } from "@/lib/server/auth/session";
import { handle } from "@/lib/server/http";

export const dynamic = "force-dynamic";

/** GET /api/auth/validate: the role of the current session (checked against the database), else 401. */
export const GET = handle(async (request: Request) => {
  const user = await requireUser(request);
  return Response.json(
    { role: user.role, id: user.id, username: user.username, barName: user.barName },
    { headers: { "cache-control": "no-store" } },
  );
});
