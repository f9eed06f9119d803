import "server-only";
import { audit, type Actor } from "@/lib/server/audit";
import { db, type Prisma } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { badRequest, notFound } from "@/lib/server/http";
import { SETTINGS_MESSAGES, type MagicianSettings } from "@/lib/validation/settings";

/**
 * The magician's settings: the name, contact e-mail and phone, business address and Google review
 * link that the bar dashboard, the customer's pages and the mails show, and the legal name and VAT
 * number that receipts and invoices are issued with (lib/server/documents).
 *
 * Where they live: on the magician's account row (`users`). Its `email` and `contactPhone` already
 * were the contact details everyone is shown (set by the seed from MAGICIAN_EMAIL / MAGICIAN_PHONE),
 * so the settings edit those two columns and add three (`displayName`, `businessAddress`,
 * `googleReviewUrl`) rather than copy them into a settings table that would have to be kept in step.
 * The business has one set: the first magician account's (as the notification address always was).
 *
 * A column that was never set (NULL) means today's value still applies, so an existing install
 * changes nothing: the site's name, MAGICIAN_EMAIL / MAGICIAN_PHONE, GOOGLE_REVIEW_URL. An empty
 * string is a value the magician cleared (no phone shown, no Google link offered).
 */
export type { MagicianSettings };

/** The name the site signs with when the magician has not chosen a display name. */
export const DEFAULT_DISPLAY_NAME = "Summon a Magician";

type Client = typeof db | Prisma.TransactionClient;

const SETTINGS_SELECT = {
  id: true,
  email: true,
  contactPhone: true,
  displayName: true,
  businessAddress: true,
  googleReviewUrl: true,
  legalName: true,
  vatNumber: true,
} satisfies Prisma.UserSelect;
type SettingsRow = Prisma.UserGetPayload<{ select: typeof SETTINGS_SELECT }>;

function magicianRow(client: Client): Promise<SettingsRow | null> {
  return client.user.findFirst({ where: { role: "magician" }, select: SETTINGS_SELECT, orderBy: { id: "asc" } });
}

function resolve(row: SettingsRow | null): MagicianSettings {
  const config = env();
  return {
    displayName: row?.displayName?.trim() || DEFAULT_DISPLAY_NAME,
    contactEmail: row?.email || config.MAGICIAN_EMAIL || "",
    contactPhone: row?.contactPhone ?? config.MAGICIAN_PHONE ?? "",
    businessAddress: row?.businessAddress ?? "",
    googleReviewUrl: row?.googleReviewUrl ?? config.GOOGLE_REVIEW_URL ?? "",
    legalName: row?.legalName ?? "",
    vatNumber: row?.vatNumber ?? "",
  };
}

/** The settings in force ("" where there is none), read inside `client`'s transaction when given one. */
export async function getMagicianSettings(client: Client = db): Promise<MagicianSettings> {
  return resolve(await magicianRow(client));
}

/** The business's contact details for the customer's and the bar's pages: phone and e-mail, null where there is none. */
export async function getMagicianContact(): Promise<{ phone: string | null; email: string | null }> {
  const settings = await getMagicianSettings();
  return { phone: settings.contactPhone || null, email: settings.contactEmail || null };
}

/** The settings' fields and the account columns they are stored in. */
const COLUMN = {
  displayName: "displayName",
  contactEmail: "email",
  contactPhone: "contactPhone",
  businessAddress: "businessAddress",
  googleReviewUrl: "googleReviewUrl",
  legalName: "legalName",
  vatNumber: "vatNumber",
} as const satisfies Record<keyof MagicianSettings, keyof SettingsRow>;

/**
 * Stores the fields given (already validated) and audits what changed, in one transaction.
 * Returns the settings in force afterwards.
 */
export async function updateMagicianSettings(
  actor: NonNullable<Actor>,
  changes: Partial<MagicianSettings>,
): Promise<MagicianSettings> {
  return db.$transaction(async (tx) => {
    const row = await magicianRow(tx);
    if (!row) throw notFound("The magician's account was not found.");
    const before = resolve(row);
    const next = { ...before, ...changes };
    if (next.vatNumber && !next.businessAddress) {
      const field = changes.businessAddress === "" ? "businessAddress" : "vatNumber";
      throw badRequest(SETTINGS_MESSAGES.vatNeedsAddress, { [field]: SETTINGS_MESSAGES.vatNeedsAddress });
    }
    const data: Prisma.UserUpdateInput = {};
    const changed: Partial<Record<keyof MagicianSettings, { before: string; after: string }>> = {};
    for (const key of Object.keys(COLUMN) as (keyof MagicianSettings)[]) {
      const value = changes[key];
      if (value === undefined) continue;
      data[COLUMN[key]] = value;
      if (value !== before[key]) changed[key] = { before: before[key], after: value };
    }
    const after = resolve(await tx.user.update({ where: { id: row.id }, data, select: SETTINGS_SELECT }));
    const keys = Object.keys(changed) as (keyof MagicianSettings)[];
    if (keys.length > 0) {
      await audit(tx, actor, {
        action: "settings.update",
        entity: "settings",
        entityId: row.id,
        before: Object.fromEntries(keys.map((key) => [key, changed[key]!.before])),
        after: Object.fromEntries(keys.map((key) => [key, changed[key]!.after])),
      });
    }
    return after;
  });
}
