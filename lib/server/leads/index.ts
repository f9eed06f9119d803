import "server-only";
import type { Enquiry } from "@/lib/validation/enquiry";
import { db, type Prisma } from "@/lib/server/db";
import { LEAD_STATUSES } from "@/lib/domain/constants";
import { badRequest } from "@/lib/server/http";
import { PAGING_MESSAGES, pageLimit, pageOf, readCursor, type Page } from "@/lib/server/paging";
import { deliverSoon, queueMail } from "@/lib/server/mail/outbox";
import { magicianEmail } from "@/lib/server/mail/sender";
import { magicianLeadMail } from "@/lib/server/mail/emails/magician-lead";
import { limitFromEnv, type RateLimitRule } from "@/lib/server/rate-limit";

/** At most 5 enquiries a minute from one client address, so a script cannot flood the magician's inbox. */
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

const CREATED_AT_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * The leads after `?cursor=` in the newest-first order (keyset on createdAt, id), as a Prisma filter;
 * no cursor: every lead. A cursor of another shape is a 400.
 */
export function leadsAfterCursor(url: URL): Prisma.LeadWhereInput {
  const cursor = readCursor(url, ["string", "int"] as const);
  if (!cursor) return {};
  const [createdAt, id] = cursor;
  if (!CREATED_AT_ISO.test(createdAt)) throw badRequest(PAGING_MESSAGES.cursor, { cursor: PAGING_MESSAGES.cursor });
  return { OR: [{ createdAt: { lt: new Date(createdAt) } }, { createdAt: new Date(createdAt), id: { lt: id } }] };
}

/**
 * GET /api/leads?status&limit&cursor: the magician's leads, newest first (optional
 * ?status=new|contacted|converted|rejected), a page (default 100, at most 500) at a time, keyset on
 * (createdAt, id); the next page in a Link header.
 */
export async function leadsPage(url: URL): Promise<Page<LeadRow>> {
  const limit = pageLimit(url);
  const status = url.searchParams.get("status") || undefined;
  if (status !== undefined && !(LEAD_STATUSES as readonly string[]).includes(status)) {
    const message = `Status must be one of: ${LEAD_STATUSES.join(", ")}.`;
    throw badRequest(message, { status: message });
  }
  const rows = await db.lead.findMany({
    where: { ...(status ? { status } : {}), ...leadsAfterCursor(url) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    omit: { anonymisedAt: true },
    take: limit + 1,
  });
  return pageOf(
    rows,
    limit,
    url,
    (row) => [row.createdAt.toISOString(), row.id],
    (row) => row,
  );
}

type LeadRow = Prisma.LeadGetPayload<{ omit: { anonymisedAt: true } }>;
