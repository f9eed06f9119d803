import "server-only";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { manageUrl } from "@/lib/server/links/booking-page";
import { mailBody } from "../compose";
import { eventLabel } from "../format";
import type { OutgoingMail } from "../outbox";
import { signOff, type MailSender } from "../sender";

export interface BookingForQuestionnaireMail {
  id: number;
  clientName: string;
  clientEmail: string;
  eventType: string;
  eventDate: string;
  manageLinkVersion: number;
}

/**
 * Three weeks before the event, once, when the planning questionnaire is unanswered or a required
 * answer is missing: the questions still to answer (`missing`, the required ones) and the link to
 * the booking page, where the answers are saved as they are typed.
 */
export function questionnaireReminderMail(
  b: BookingForQuestionnaireMail,
  missing: readonly string[],
  closesOn: string,
  sender?: MailSender,
): OutgoingMail {
  const link = `${manageUrl(b.id, b.manageLinkVersion)}#questionnaire-heading`;
  const blocks = [
    `Dear ${b.clientName},`,
    `Your ${eventLabel(b.eventType).toLowerCase()} on ${formatIsoDateLong(b.eventDate)} is three weeks away. To plan the performance around your day, the magician has a few questions for you.`,
    ...(missing.length > 0 ? [`Still to answer:\n${missing.map((q) => `- ${q}`).join("\n")}`] : []),
    `Answer them on your booking page (${link}); each answer is saved as you type. The questions can be answered until ${formatIsoDateLong(closesOn)}.`,
    signOff(sender),
  ];
  return {
    kind: "questionnaire_reminder",
    to: b.clientEmail,
    subject: `Help us plan your event (#${b.id})`,
    ...mailBody(blocks, { preview: blocks[1]!, action: { label: "Answer the questions", href: link } }),
  };
}
