import "server-only";
import { DEFAULT_TRAVEL_SETTINGS, parseUkPostcode, type TravelSettings } from "@/lib/domain/travel";
import { audit, type Actor } from "@/lib/server/audit";
import { db, type Prisma } from "@/lib/server/db";
import { notFound } from "@/lib/server/http";
import { revalidateTermsPages } from "@/lib/server/revalidate";
import { travelSettingsSchema } from "@/lib/validation/settings";

/**
 * The magician's travel settings: the home postcode drives start from, and how travel is charged
 * and timed (lib/domain/travel). They live on the magician's row beside the other settings; null
 * means never set, so the defaults apply: flat £25 (the specification's) and Scotland's table.
 */
export interface MagicianTravel {
  /** "" when not set */
  homePostcode: string;
  travel: TravelSettings;
}

type Client = typeof db | Prisma.TransactionClient;

const TRAVEL_SELECT = { id: true, homePostcode: true, travelSettings: true } satisfies Prisma.UserSelect;
type TravelRow = Prisma.UserGetPayload<{ select: typeof TRAVEL_SELECT }>;

function resolve(row: TravelRow | null): MagicianTravel {
  // A stored value that no longer reads (hand-edited) falls back to the defaults rather than failing every booking.
  const parsed = row?.travelSettings == null ? null : travelSettingsSchema.safeParse(row.travelSettings);
  return {
    homePostcode: row?.homePostcode ?? "",
    travel: parsed?.success ? parsed.data : structuredClone(DEFAULT_TRAVEL_SETTINGS),
  };
}

function magicianRow(client: Client): Promise<TravelRow | null> {
  return client.user.findFirst({ where: { role: "magician" }, select: TRAVEL_SELECT, orderBy: { id: "asc" } });
}

/** The travel settings in force. */
export async function getMagicianTravel(client: Client = db): Promise<MagicianTravel> {
  return resolve(await magicianRow(client));
}

/** Stores the home postcode and/or the whole travel settings (validated), audited; returns what is in force. */
export async function updateMagicianTravel(
  actor: NonNullable<Actor>,
  changes: { homePostcode?: string; travel?: TravelSettings },
): Promise<MagicianTravel> {
  const result = await db.$transaction(async (tx) => {
    const row = await magicianRow(tx);
    if (!row) throw notFound("The magician's account was not found.");
    const before = resolve(row);
    const data: Prisma.UserUpdateInput = {};
    if (changes.homePostcode !== undefined) data.homePostcode = changes.homePostcode || null;
    if (changes.travel !== undefined) data.travelSettings = changes.travel as unknown as Prisma.InputJsonValue;
    const after = resolve(await tx.user.update({ where: { id: row.id }, data, select: TRAVEL_SELECT }));
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await audit(tx, actor, {
        action: "settings.update",
        entity: "settings",
        entityId: row.id,
        before: { homePostcode: before.homePostcode, travel: before.travel },
        after: { homePostcode: after.homePostcode, travel: after.travel },
      });
    }
    return after;
  });
  revalidateTermsPages();
  return result;
}

/** How travel is charged, as anyone may read it (the wizard's texts, the terms): no table, no home postcode. */
export interface PublicTravelTerms {
  mode: TravelSettings["mode"];
  freeMiles: number;
  pencePerMile: number;
  minimumPence: number;
  maxMiles: number;
  /** the home's postcode area ("G"), null when not set */
  homeArea: string | null;
}

export async function getPublicTravelTerms(client: Client = db): Promise<PublicTravelTerms> {
  const { homePostcode, travel } = await getMagicianTravel(client);
  const { mode, freeMiles, pencePerMile, minimumPence, maxMiles } = travel;
  return {
    mode,
    freeMiles,
    pencePerMile,
    minimumPence,
    maxMiles,
    homeArea: parseUkPostcode(homePostcode)?.area ?? null,
  };
}
