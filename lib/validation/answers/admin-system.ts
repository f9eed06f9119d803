/**
 * What the magician's system routes answer: the audit log, the documents issued, the scheduled jobs,
 * the mail outbox, two-factor sign-in and the calendar feed.
 */
import { z } from "@/lib/validation/zod";
import { DOCUMENT_KINDS } from "@/lib/domain/documents";

export const auditLogRowAnswer = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});

/** A receipt, VAT invoice or credit note as GET /api/admin/documents lists it. */
export const adminDocumentAnswer = z.object({
  number: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  issuedAt: z.string(),
  issuedOn: z.string(),
  customer: z.string(),
  customerEmail: z.string(),
  netPence: z.number().int(),
  vatPence: z.number().int(),
  grossPence: z.number().int(),
  bookingId: z.number().int().nullable(),
  barUserId: z.number().int().nullable(),
  creditsNumber: z.string().nullable(),
  url: z.string(),
});

export const jobsOverviewAnswer = z.object({
  jobs: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      schedule: z.string(),
      lastRun: z
        .object({
          startedAt: z.string(),
          finishedAt: z.string().nullable(),
          outcome: z.string(),
          summary: z.string().nullable(),
          error: z.string().nullable(),
        })
        .nullable(),
      nextRun: z.string(),
    }),
  ),
  mail: z.object({ pending: z.number().int(), failed: z.number().int() }),
});

export const retriedMailAnswer = z.object({ retried: z.number().int() });

export const outboxRowAnswer = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  kind: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
});

export const outboxListAnswer = z.object({ mail: z.array(outboxRowAnswer) });

export const outboxMailAnswer = outboxRowAnswer.extend({
  text: z.string(),
  html: z.string().nullable(),
  attachments: z.array(z.string()),
});

/** The development Outbox's texts (GET /api/admin/outbox/texts). */
export const textOutboxAnswer = z.object({
  texts: z.array(
    z.object({
      id: z.number().int(),
      bookingId: z.number().int().nullable(),
      kind: z.string(),
      to: z.string(),
      body: z.string(),
      segments: z.number().int(),
      encoding: z.string(),
      status: z.string(),
      sendAfter: z.string(),
      createdAt: z.string(),
    }),
  ),
});

export const twoFactorStatusAnswer = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});

export const twoFactorSetupAnswer = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrDataUrl: z.string(),
  expiresAt: z.string(),
});

export const twoFactorEnabledAnswer = z.object({ enabled: z.literal(true), recoveryCodes: z.array(z.string()) });
export const twoFactorDisabledAnswer = z.object({ enabled: z.literal(false) });

export const calendarFeedAnswer = z.object({ url: z.string() });
