import "server-only";
import type { Enquiry } from "@/lib/validation/enquiry";
import { db } from "@/lib/server/db";
import { deliverSoon, queueMail } from "@/lib/server/mail/outbox";
import { magicianEmail, magicianLeadMail } from "@/lib/server/mail/templates";
import { limitFromEnv, type RateLimitRule } from "@/lib/server/rate-limit";

/** At most 5 enquiries a minute from one client address (issue 3 item 2). */
export const LEAD_LIMIT = 5;
export const LEAD_WINDOW_MS = 60_000;

/** The enquiry form's limit per client address (the route counts every attempt). */
export const LEAD_RATE_LIMIT: RateLimitRule = {
  key: "lead",
  limit: () => limitFromEnv("LEAD_RATE_LIMIT", LEAD_LIMIT),
  windowMs: LEAD_WINDOW_MS,
  message: "Too many messages. Please wait a minute and try again.",
};

/** Stores the enquiry (status new) and queues the magician's notification in the same transaction. */
export async function createLead(input: Enquiry) {
  const lead = await db.$transaction(async (tx) => {
    const lead = await tx.lead.create({
      data: {
        name: input.name,
        email: input.email,
        phone: input.phone,
        eventType: input.eventType,
        location: input.location,
        message: input.message,
        status: "new",
      },
      omit: { anonymisedAt: true },
    });
    const to = await magicianEmail(tx);
    if (to) await queueMail(tx, magicianLeadMail(to, lead));
    return lead;
  });
  deliverSoon();
  return lead;
}

/** The magician's leads, newest first (optional ?status=new|contacted|converted|rejected). */
export async function listLeads(url: URL) {
  const status = url.searchParams.get("status");
  return db.lead.findMany({
    where: status ? { status } : {},
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    omit: { anonymisedAt: true },
    take: 2000,
  });
}
