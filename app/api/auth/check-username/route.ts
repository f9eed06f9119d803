import { clientAddress, handle, parseWith } from "@/lib/server/http";
import {
  isUsernameTaken,
  limitUsernameChecks,
  USERNAME_TAKEN,
  USERNAME_TAKEN_DESCRIPTION,
} from "@/lib/server/users/usernames";
import { checkUsernameSchema } from "@/lib/validation/auth";

export const dynamic = "force-dynamic";

/**
 * GET /api/auth/check-username?username=: `{ exists: false }` (200) when free, `{ exists: true }`
 * with 409 when taken (ignoring case). Rate-limited per client address.
 */
export const GET = handle(async (request: Request) => {
  await limitUsernameChecks(clientAddress(request));
  const { username } = parseWith(checkUsernameSchema, {
    username: new URL(request.url).searchParams.get("username") ?? "",
  });
  const headers = { "cache-control": "no-store" };
  if (await isUsernameTaken(username)) {
    return Response.json(
      { exists: true, error: USERNAME_TAKEN, description: USERNAME_TAKEN_DESCRIPTION },
      { status: 409, headers },
    );
  }
  return Response.json({ exists: false }, { headers });
});
