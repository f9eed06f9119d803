import "server-only";
import { DEFAULT_AUTO_BALANCE, autoBalanceOffered, type AutoBalanceSettings } from "@/lib/domain/auto-balance";
import { audit, type Actor } from "@/lib/server/audit";
import { db, type Prisma } from "@/lib/server/db";
import { notFound } from "@/lib/server/http";
import { autoBalanceSettingsSchema } from "@/lib/validation/settings";

/**
 * The magician's automatic balance setting, stored as JSON on the magician's row beside the
 * travel settings; null (never set) or a value that no longer reads means the defaults: off, 7 days.
 */
type Client = typeof db | Prisma.TransactionClient;

const SELECT = { id: true, autoBalanceSettings: true } satisfies Prisma.UserSelect;
type Row = Prisma.UserGetPayload<{ select: typeof SELECT }>;

function resolve(row: Row | null): AutoBalanceSettings {
  const parsed = row?.autoBalanceSettings == null ? null : autoBalanceSettingsSchema.safeParse(row.autoBalanceSettings);
  return parsed?.success ? parsed.data : { ...DEFAULT_AUTO_BALANCE };
}

function magicianRow(client: Client): Promise<Row | null> {
  return client.user.findFirst({ where: { role: "magician" }, select: SELECT, orderBy: { id: "asc" } });
}

export async function getAutoBalanceSettings(client: Client = db): Promise<AutoBalanceSettings> {
  return resolve(await magicianRow(client));
}

/** Replaces the setting whole (validated by the caller), audited when it changed; returns what is in force. */
export async function updateAutoBalanceSettings(
  actor: NonNullable<Actor>,
  next: AutoBalanceSettings,
): Promise<AutoBalanceSettings> {
  return db.$transaction(async (tx) => {
    const row = await magicianRow(tx);
    if (!row) throw notFound("The magician's account was not found.");
    const before = resolve(row);
    const value = { enabled: next.enabled, daysBefore: next.daysBefore };
    const after = resolve(
      await tx.user.update({ where: { id: row.id }, data: { autoBalanceSettings: value }, select: SELECT }),
    );
    if (before.enabled !== after.enabled || before.daysBefore !== after.daysBefore)
      await audit(tx, actor, {
        action: "settings.update",
        entity: "settings",
        entityId: row.id,
        before: { autoBalance: before },
        after: { autoBalance: after },
      });
    return after;
  });
}

/**
 * The consent a checkout records: the client ticked the box and it is on offer (the setting is on,
 * the first payment is a deposit leaving a balance), with the days-before in force now. A tick
 * that is not on offer (the setting turned off meanwhile) records nothing.
 */
export async function consentedAutoBalance(
  ticked: boolean | undefined,
  plan: { paymentType: string; balancePence: number },
): Promise<{ daysBefore: number } | undefined> {
  if (!ticked) return undefined;
  const settings = await getAutoBalanceSettings();
  return autoBalanceOffered(settings, plan) ? { daysBefore: settings.daysBefore } : undefined;
}
