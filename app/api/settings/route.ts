import { badRequest } from "@/lib/server/http";
import { route } from "@/lib/server/route";
import { getMagicianSettings, updateMagicianSettings } from "@/lib/server/settings";
import { magicianSettingsPatchSchema } from "@/lib/validation/settings";

export const dynamic = "force-dynamic";

/**
 * GET /api/settings (magician only) → { displayName, contactEmail, contactPhone, businessAddress, googleReviewUrl }:
 * the values in force, "" where there is none (lib/server/settings says where they live and their defaults).
 */
export const GET = route({ auth: "magician" }, async () => Response.json(await getMagicianSettings()));

/**
 * PATCH /api/settings (magician only) { displayName?, contactEmail?, contactPhone?, businessAddress?, googleReviewUrl? }:
 * each field given is checked (a UK phone, an https link; "" clears the phone, address or link) and stored;
 * 400 { error, fieldErrors } for bad input. Audited. → the settings in force afterwards.
 */
export const PATCH = route({ auth: "magician", body: magicianSettingsPatchSchema }, async ({ user, body }) => {
  const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  if (Object.keys(given).length === 0) throw badRequest("Nothing to update.");
  return Response.json(await updateMagicianSettings(user, given));
});
