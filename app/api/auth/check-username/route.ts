import { ERROR_STATUS } from "@/lib/server/errors";
import { route } from "@/lib/server/route";
import {
  isUsernameTaken,
  USERNAME_CHECK_RATE_LIMIT,
  USERNAME_TAKEN,
  USERNAME_TAKEN_DESCRIPTION,
} from "@/lib/server/users/usernames";
import { checkUsernameSchema } from "@/lib/validation/auth";
import { usernameFreeAnswer } from "@/lib/validation/answers/account";

export const dynamic = "force-dynamic";

/**
 * GET /api/auth/check-username?username=: `{ exists: false }` (200) when free, `{ exists: true }`
 * with 409 when taken (ignoring case). Rate-limited per client address.
 */
export const GET = route(
  {
    auth: "public",
    rateLimit: USERNAME_CHECK_RATE_LIMIT,
    query: checkUsernameSchema,
    response: { 200: usernameFreeAnswer },
    errors: ["conflict"],
  },
  async ({ query }) => {
    const headers = { "cache-control": "no-store" };
    if (await isUsernameTaken(query.username)) {
      return Response.json(
        { exists: true, error: USERNAME_TAKEN, code: "conflict", description: USERNAME_TAKEN_DESCRIPTION },
        { status: ERROR_STATUS.conflict, headers },
      );
    }
    return Response.json({ exists: false }, { headers });
  },
);
