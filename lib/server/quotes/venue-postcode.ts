import "server-only";
import { VENUE_POSTCODE_MESSAGE } from "@/lib/validation/travel";
import { db, type Prisma } from "@/lib/server/db";
import { badRequest } from "@/lib/server/http";
import { getMagicianTravel } from "@/lib/server/settings/travel";

/** By distance a quote names its venue's postcode (what the journey is judged by): 400 on eventPostcode without it. */
export async function assertVenuePostcode(
  postcode: string | null | undefined,
  client: typeof db | Prisma.TransactionClient = db,
): Promise<void> {
  if (postcode) return;
  const { travel } = await getMagicianTravel(client);
  if (travel.mode === "distance") throw badRequest(VENUE_POSTCODE_MESSAGE, { eventPostcode: VENUE_POSTCODE_MESSAGE });
}
