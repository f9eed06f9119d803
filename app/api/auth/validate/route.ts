import { route } from "@/lib/server/route";
import { sessionAnswer } from "@/lib/validation/answers/account";

export const dynamic = "force-dynamic";

/** GET /api/auth/validate: the role of the current session (checked against the database), else 401. */
export const GET = route({ auth: "any-signed-in", response: { 200: sessionAnswer } }, async ({ user }) =>
  Response.json(
    { role: user.role, id: user.id, username: user.username, barName: user.barName },
    { headers: { "cache-control": "no-store" } },
  ),
);
