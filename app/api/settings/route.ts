import { requireMagician } from "@/lib/server/auth/session";
import { badRequest, handle, readJson } from "@/lib/server/http";
import { getMagicianSettings, updateMagicianSettings } from "@/lib/server/settings";
import { magicianSettingsPatchSchema } from "@/lib/validation/settings";

export const dynamic = "force-dynamic";

/**
 * GET /api/settings (magician only) → { displayName, contactEmail, contactPhone, businessAddress, googleReviewUrl }:
 * the values in force, "" where there is none (lib/server/settings says where they live and their defaults).
 */
export const GET = handle(async (request: Request) => {
  await requireMagician(request);
  return Response.json(await getMagicianSettings());
});

/**
 * PATCH /api/settings (magician only) { displayName?, contactEmail?, contactPhone?, businessAddress?, googleReviewUrl? }:
 * each field given is checked (a UK phone, an https link; "" clears the phone, address or link) and stored;
 * 400 { error, fieldErrors } for bad input. Audited. → the settings in force afterwards.
 */
export const PATCH = handle(async (request: Request) => {
  const user = await requireMagician(request);
  const changes = await readJson(request, magicianSettingsPatchSchema);
  const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(given).length === 0) throw badRequest("Nothing to update.");
  return Response.json(await updateMagicianSettings(user, given));
});
