import { z } from "@/lib/validation/zod";
import { ACCOUNTING_PROVIDERS } from "@/lib/domain/accounting";
import { isValidIsoDate } from "@/lib/domain/dates";
import { DOCUMENT_NUMBER_RE } from "@/lib/domain/documents";

export const CHOOSE_PROVIDER = "Choose Xero or FreeAgent.";
export const CHOOSE_ORGANISATION = "Choose an organisation.";
export const CHOOSE_BANK_ACCOUNT = "Choose a bank account.";
export const SEND_FROM_DATE = "Enter a date as yyyy-MM-dd.";
export const DOCUMENT_NUMBERS = "Give up to 100 document numbers, separated by commas.";

const providerField = z.enum(ACCOUNTING_PROVIDERS, { message: CHOOSE_PROVIDER });

/** GET /api/admin/accounting/connect?provider=xero */
export const accountingConnectQuery = z.object({ provider: providerField });

/** GET /api/admin/accounting/callback: what the provider sends the browser back with. */
export const accountingCallbackQuery = z.object({
  state: z.string().max(600).optional(),
  code: z.string().max(4000).optional(),
  error: z.string().max(200).optional(),
});

/** PUT /api/admin/accounting/organisation */
export const chooseOrganisationSchema = z.object({
  id: z.string({ message: CHOOSE_ORGANISATION }).trim().min(1, CHOOSE_ORGANISATION).max(500, CHOOSE_ORGANISATION),
});

/** PUT /api/admin/accounting/bank-account */
export const chooseBankAccountSchema = z.object({
  id: z.string({ message: CHOOSE_BANK_ACCOUNT }).trim().min(1, CHOOSE_BANK_ACCOUNT).max(500, CHOOSE_BANK_ACCOUNT),
});

/** PUT /api/admin/accounting/send-from: documents issued on or after this London date are sent. */
export const sendFromSchema = z.object({
  from: z.string({ message: SEND_FROM_DATE }).refine((value) => isValidIsoDate(value), SEND_FROM_DATE),
});

/** GET /api/admin/accounting/documents?numbers=SAM-2027-0001,SAM-2027-0002 */
export const documentStatesQuery = z.object({
  numbers: z
    .string({ message: DOCUMENT_NUMBERS })
    .max(2000, DOCUMENT_NUMBERS)
    .transform((value) =>
      value
        .split(",")
        .map((n) => n.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length <= 100 && list.every((n) => DOCUMENT_NUMBER_RE.test(n)), DOCUMENT_NUMBERS),
});

/** POST /api/admin/accounting/documents/{number}/retry */
export const documentNumberParams = z.object({ number: z.string().regex(DOCUMENT_NUMBER_RE) });
