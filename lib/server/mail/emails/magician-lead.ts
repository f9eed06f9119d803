import "server-only";
import { mailBody } from "../compose";
import { eventLabel } from "../format";
import type { OutgoingMail } from "../outbox";

export interface LeadForMail {
  id: number;
  name: string;
  email: string;
  phone: string;
  eventType: string;
  location: string | null;
  message: string;
}

/** To the magician when an enquiry arrives from the contact form. */
export function magicianLeadMail(to: string, lead: LeadForMail): OutgoingMail {
  const blocks = [
    `A new enquiry (#${lead.id}) has arrived.`,
    [
      `Name: ${lead.name}`,
      `Email: ${lead.email}`,
      `Phone: ${lead.phone}`,
      `Event type: ${eventLabel(lead.eventType)}`,
      `Location: ${lead.location ?? "not given"}`,
    ].join("\n"),
    `Message:\n${lead.message}`,
  ];
  return {
    kind: "magician_lead",
    to,
    subject: `New enquiry #${lead.id}`,
    ...mailBody(blocks, { preview: blocks[0]! }),
  };
}
