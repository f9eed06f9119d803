import "server-only";
import { composeText, sendAfterFor, type TextKindName } from "@/lib/domain/sms";
import { textableNumber } from "@/lib/domain/phone";
import { db } from "@/lib/server/db";
import { assertOutsideTransaction } from "@/lib/server/db/transaction-scope";
import { manageUrl } from "@/lib/server/links/booking-page";
import { log } from "@/lib/server/log";
import { getMagicianSettings } from "@/lib/server/settings";
import { getTextSettings } from "@/lib/server/settings/texts";
import { deliverTextsSoon } from "./deliver";
import { textTransport } from "./transport";

/**
 * Texts to a booking's client go through the sms_outbox table: queueText checks that the client
 * said yes to texts for this booking, that the magician sends this kind, that the number has not
 * replied STOP and can take a text (a UK mobile), composes it (business name, words, link, how to
 * opt out; two segments at most) and writes the row, due now or at 08:00 after quiet hours. The
 * sms-deliver job sends it (lib/server/sms/deliver.ts). Called after the caller's transaction has
 * committed: the text is about something that happened, never about something rolled back.
 */

export type TextKind = TextKindName;

export interface TextToQueue {
  kind: TextKind;
  bookingId: number;
  /** the message without the business name prefix and opt-out words the queue adds */
  body: string;
  /**
   * The link after the words: omitted, the booking page's for a confirmation, reminder or balance
   * due (none for "on my way" or a review request); null for none; a string for that link.
   */
  link?: string | null;
  /** the moment it is queued (tests); now by default */
  now?: Date;
}

export type QueuedText =
  | { queued: true; id: number; sendAfter: Date }
  | { queued: false; reason: "no-consent" | "opted-out" | "not-textable" | "turned-off" };

const LINKED_KINDS: readonly TextKind[] = ["booking-confirmed", "reminder", "balance-due"];

/** Queues a text to the booking's client; never sends inside the caller's transaction. */
export async function queueText(text: TextToQueue): Promise<QueuedText> {
  assertOutsideTransaction("Queuing a text");
  const now = text.now ?? new Date();
  const booking = await db.booking.findUnique({
    where: { id: text.bookingId },
    select: { id: true, clientPhone: true, smsConsentAt: true, manageLinkVersion: true, anonymisedAt: true },
  });
  if (!booking || !booking.smsConsentAt || booking.anonymisedAt) return refused(text, "no-consent");
  if (!(await getTextSettings())[text.kind]) return refused(text, "turned-off");
  const to = textableNumber(booking.clientPhone);
  if (!to) return refused(text, "not-textable");
  if (await db.smsOptOut.findUnique({ where: { phone: to }, select: { phone: true } }))
    return refused(text, "opted-out");
  const link =
    text.link !== undefined
      ? text.link
      : LINKED_KINDS.includes(text.kind)
        ? manageUrl(booking.id, booking.manageLinkVersion)
        : null;
  const { displayName } = await getMagicianSettings();
  const composed = composeText({ business: displayName, body: text.body, link });
  const sendAfter = sendAfterFor(text.kind, now);
  const row = await db.smsOutbox.create({
    data: {
      bookingId: booking.id,
      kind: text.kind,
      to,
      body: composed.text,
      segments: composed.segments.segments,
      encoding: composed.segments.encoding,
      sendAfter,
    },
    select: { id: true },
  });
  log("info", "text_queued", {
    textId: row.id,
    bookingId: booking.id,
    kind: text.kind,
    segments: composed.segments.segments,
    delayed: sendAfter.getTime() > now.getTime(),
    delivery: textTransport(),
  });
  // "On my way" is read on the drive: it leaves now rather than at the next minute's job.
  if (text.kind === "on-my-way") deliverTextsSoon();
  return { queued: true, id: row.id, sendAfter };
}

function refused(text: TextToQueue, reason: Extract<QueuedText, { queued: false }>["reason"]): QueuedText {
  log("info", "text_not_queued", { bookingId: text.bookingId, kind: text.kind, reason });
  return { queued: false, reason };
}
