import { requireSelfOrMagician } from "@/lib/server/auth/session";
import { badRequest, handle, parseId, readJson } from "@/lib/server/http";
import { getUserProfile, updateUserProfile } from "@/lib/server/users/profile";
import { accountSettingsSchema } from "@/lib/validation/auth";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/** GET /api/users/{id}: the user's own record, or any record for the magician; never the password hash. */
export const GET = handle(async (request: Request, { params }: Context) => {
  const id = parseId((await params).id);
  await requireSelfOrMagician(request, id);
  return Response.json(await getUserProfile(id), { headers: { "cache-control": "no-store" } });
});

/**
 * PUT /api/users/{id}: barName, ownerName, email, contactPhone, barAddress (each optional, validated
 * with the account settings messages when given). Username, role and payment fields cannot change here.
 */
export const PUT = handle(async (request: Request, { params }: Context) => {
  const id = parseId((await params).id);
  const actor = await requireSelfOrMagician(request, id);
  const changes = await readJson(request, accountSettingsSchema.partial());
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(defined).length === 0) throw badRequest("Nothing to update.");
  return Response.json(await updateUserProfile(actor, id, defined));
});
