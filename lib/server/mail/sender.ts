import "server-only";
import { db, type Prisma } from "@/lib/server/db";
import { getMagicianSettings, type MagicianSettings } from "@/lib/server/settings";
import { SITE_NAME } from "./emails/theme";

type Client = typeof db | Prisma.TransactionClient;

/** Who a customer's mail comes from: the magician's settings (the Settings tab). */
export type MailSender = Pick<MagicianSettings, "displayName" | "contactEmail" | "contactPhone" | "businessAddress">;

/** The sender for customer mails, read inside the transaction that queues them. */
export const mailSender = (client: Client): Promise<MailSender> => getMagicianSettings(client);

/**
 * How a customer's mail signs off: the magician's display name, business address, phone and e-mail, so the
 * customer can reach the magician (replies go to MAIL_FROM, which may be a no-reply address). Without a
 * sender, the site's name alone.
 */
export function signOff(sender?: MailSender): string {
  if (!sender) return SITE_NAME;
  return [
    sender.displayName || SITE_NAME,
    ...(sender.businessAddress ? [sender.businessAddress] : []),
    ...(sender.contactPhone ? [`Phone: ${sender.contactPhone}`] : []),
    ...(sender.contactEmail ? [`Email: ${sender.contactEmail}`] : []),
  ].join("\n");
}

/** The magician's address for notifications: the contact e-mail of the settings (by default the account's e-mail, else MAGICIAN_EMAIL). */
export async function magicianEmail(client: Client): Promise<string | null> {
  return (await getMagicianSettings(client)).contactEmail || null;
}
