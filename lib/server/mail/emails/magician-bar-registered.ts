import "server-only";
import { mailBody } from "../compose";
import type { OutgoingMail } from "../outbox";
import { receiptLines, type RegisteredBar, type RegistrationReceipt } from "./bar-welcome";

/** To the magician: a new partner bar has registered and paid. */
export function magicianBarRegisteredMail(to: string, bar: RegisteredBar, receipt: RegistrationReceipt): OutgoingMail {
  const blocks = [
    `A new partner bar has registered: ${bar.barName || bar.username}.`,
    [
      `Owner/manager: ${bar.ownerName ?? "not given"}`,
      `Address: ${bar.barAddress ?? "not given"}`,
      `Phone: ${bar.contactPhone ?? "not given"}`,
      `Email: ${bar.email}`,
      `Username: ${bar.username}`,
    ].join("\n"),
    receiptLines(receipt),
  ];
  return {
    kind: "magician_bar_registered",
    to,
    subject: `New partner bar: ${bar.barName || bar.username}`,
    ...mailBody(blocks, { preview: blocks[0]! }),
  };
}
