import "server-only";
import { DEFAULT_OFFER_HOURS, MAX_OFFER_HOURS, MIN_OFFER_HOURS } from "@/lib/domain/waitlist";
import { audit, type Actor } from "@/lib/server/audit";
import { db, type Prisma } from "@/lib/server/db";

/** The waiting list's setting `waitlist.offerHours` (the settings table): how long an offer may be claimed. */
export const OFFER_HOURS_KEY = "waitlist.offerHours";

type Client = typeof db | Prisma.TransactionClient;

export interface WaitlistSettings {
  offerHours: number;
}

function valid(n: number): boolean {
  return Number.isInteger(n) && n >= MIN_OFFER_HOURS && n <= MAX_OFFER_HOURS;
}

/** The setting in force; never set (or unreadable): 24 hours. */
export async function getWaitlistSettings(client: Client = db): Promise<WaitlistSettings> {
  const row = await client.setting.findUnique({ where: { key: OFFER_HOURS_KEY }, select: { value: true } });
  const hours = row ? Number(row.value) : NaN;
  return { offerHours: valid(hours) ? hours : DEFAULT_OFFER_HOURS };
}

/** Stores the setting (validated by the caller), audited when it changed. */
export async function updateWaitlistSettings(
  actor: NonNullable<Actor>,
  next: WaitlistSettings,
): Promise<WaitlistSettings> {
  return db.$transaction(async (tx) => {
    const before = await getWaitlistSettings(tx);
    await tx.setting.upsert({
      where: { key: OFFER_HOURS_KEY },
      create: { key: OFFER_HOURS_KEY, value: String(next.offerHours) },
      update: { value: String(next.offerHours) },
    });
    if (before.offerHours !== next.offerHours)
      await audit(tx, actor, {
        action: "settings.update",
        entity: "settings",
        entityId: 0,
        before: { waitlist: before },
        after: { waitlist: next },
      });
    return { offerHours: next.offerHours };
  });
}
