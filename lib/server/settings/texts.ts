import "server-only";
import { TEXT_KINDS, type TextKindName } from "@/lib/domain/sms";
import { audit, type Actor } from "@/lib/server/audit";
import { db, type Prisma } from "@/lib/server/db";

/**
 * Which texts the magician sends (the settings table, key `texts.kinds`, a JSON object of booleans
 * by kind). Each is on until he turns it off; a kind missing from the stored value is on.
 */
export const TEXT_SETTINGS_KEY = "texts.kinds";

type Client = typeof db | Prisma.TransactionClient;

export type TextSettings = Record<TextKindName, boolean>;

export const DEFAULT_TEXT_SETTINGS: TextSettings = Object.fromEntries(TEXT_KINDS.map((k) => [k, true])) as TextSettings;

function resolve(value: string | undefined): TextSettings {
  let stored: unknown = null;
  try {
    stored = value ? JSON.parse(value) : null;
  } catch {
    stored = null;
  }
  const out = { ...DEFAULT_TEXT_SETTINGS };
  if (stored && typeof stored === "object")
    for (const kind of TEXT_KINDS) {
      const v = (stored as Record<string, unknown>)[kind];
      if (typeof v === "boolean") out[kind] = v;
    }
  return out;
}

export async function getTextSettings(client: Client = db): Promise<TextSettings> {
  const row = await client.setting.findUnique({ where: { key: TEXT_SETTINGS_KEY }, select: { value: true } });
  return resolve(row?.value);
}

/** Changes the kinds given (validated by the caller), audited when anything changed; returns what is in force. */
export async function updateTextSettings(
  actor: NonNullable<Actor>,
  next: Partial<TextSettings>,
): Promise<TextSettings> {
  return db.$transaction(async (tx) => {
    const before = await getTextSettings(tx);
    const after = { ...before, ...next };
    const value = JSON.stringify(after);
    await tx.setting.upsert({
      where: { key: TEXT_SETTINGS_KEY },
      create: { key: TEXT_SETTINGS_KEY, value },
      update: { value },
    });
    if (TEXT_KINDS.some((k) => before[k] !== after[k]))
      await audit(tx, actor, {
        action: "settings.update",
        entity: "settings",
        entityId: 0,
        before: { texts: before },
        after: { texts: after },
      });
    return after;
  });
}
