/** What the accounting routes answer (Settings → Accounting, the documents card). */
import { z } from "@/lib/validation/zod";
import { ACCOUNTING_PROVIDERS } from "@/lib/domain/accounting";

const providerAnswer = z.enum(ACCOUNTING_PROVIDERS);

/** GET /api/admin/accounting */
export const accountingSummaryAnswer = z.object({
  providers: z.array(providerAnswer),
  connected: z.object({ provider: providerAnswer, organisation: z.string().nullable(), since: z.string() }).nullable(),
  pending: z.number().int(),
  failed: z.number().int(),
});
export type AccountingSummary = z.infer<typeof accountingSummaryAnswer>;

const choice = z.object({ id: z.string(), name: z.string() });

/** GET /api/admin/accounting/connection: what Settings → Accounting shows and lets the magician choose. */
export const accountingConnectionAnswer = z.object({
  configured: z.object({ xero: z.boolean(), freeagent: z.boolean() }),
  connection: z
    .object({
      provider: providerAnswer,
      since: z.string(),
      organisations: z.array(choice),
      organisation: choice.nullable(),
      bankAccount: choice.nullable(),
      sendFrom: z.string(),
    })
    .nullable(),
});
export type AccountingConnectionView = z.infer<typeof accountingConnectionAnswer>;

/** GET /api/admin/accounting/bank-accounts */
export const bankAccountsAnswer = z.object({ bankAccounts: z.array(choice) });

export const DOCUMENT_SYNC_STATES = ["sent", "waiting", "failed", "not-sent"] as const;

/** GET /api/admin/accounting/documents */
export const documentStatesAnswer = z.object({
  connected: z.boolean(),
  documents: z.array(
    z.object({ number: z.string(), state: z.enum(DOCUMENT_SYNC_STATES), reason: z.string().nullable() }),
  ),
});
export type DocumentStates = z.infer<typeof documentStatesAnswer>;
