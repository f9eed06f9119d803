import { assertSelfOrMagician } from "@/lib/server/session";
import { badRequest } from "@/lib/server/http";
import { idParams, route } from "@/lib/server/route";
import { getUserProfile, updateUserProfile } from "@/lib/server/users/profile";
import { accountSettingsSchema } from "@/lib/validation/auth";
import { userProfileAnswer } from "@/lib/validation/answers/account";

export const dynamic = "force-dynamic";

/** GET /api/users/{id}: the user's own record, or any record for the magician; never the password hash. */
export const GET = route(
  {
    auth: "any-signed-in",
    params: idParams,
    authorize: ({ user, params }) => void assertSelfOrMagician(user, params.id),
    response: { 200: userProfileAnswer },
  },
  async ({ params }) => Response.json(await getUserProfile(params.id), { headers: { "cache-control": "no-store" } }),
);

/**
 * PUT /api/users/{id}: barName, ownerName, email, contactPhone, barAddress (each optional, validated
 * with the account settings messages when given). Username, role and payment fields cannot change here.
 */
export const PUT = route(
  {
    auth: "any-signed-in",
    params: idParams,
    authorize: ({ user, params }) => void assertSelfOrMagician(user, params.id),
    body: accountSettingsSchema.partial(),
    response: { 200: userProfileAnswer },
    errors: ["bad_request", "conflict"],
  },
  async ({ user, params, body }) => {
    const defined = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    if (Object.keys(defined).length === 0) throw badRequest("Nothing to update.");
    return Response.json(await updateUserProfile(user, params.id, defined));
  },
);
