import type {
  AccountingContact,
  AccountingDocument,
  AccountingPayment,
  AccountingTokens,
} from "@/lib/server/accounting/provider";

/*
 * What goes to FreeAgent and what comes back, without any I/O: our records in FreeAgent's JSON
 * shapes, its answers read back into ours. FreeAgent sends and takes money as decimal strings in
 * pounds ("120.0"); we keep integer pence, so every amount crosses here.
 */

/** 12345 → "123.45", -50 → "-0.50": exact, no floating point. */
export function pounds(pence: number): string {
  if (!Number.isSafeInteger(pence)) throw new Error(`not a whole number of pence: ${pence}`);
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(pence);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "120.0" / "-0.5" / 120 → pence; null for anything that is not a decimal amount. */
export function penceOf(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const [, minus, whole, fraction = ""] = match;
  // Sub-penny digits round half away from zero, as money is rounded everywhere else.
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
  const roundUp = fraction.length > 2 && Number(fraction[2]) >= 5 ? 1 : 0;
  const total = cents + roundUp;
  return minus && total !== 0 ? -total : total;
}

/** A VAT rate as FreeAgent writes it: 20 → "20.0". */
function rate(percent: number): string {
  return Number.isInteger(percent) ? `${percent}.0` : String(percent);
}

const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

/**
 * A contact for POST /v2/contacts. FreeAgent needs a first and last name or an organisation name;
 * the whole name goes in organisation_name, so a bar stays one name and a client's name is never
 * split wrongly ("Mary Ann Smith"). A one-line address is spread over FreeAgent's address lines,
 * a trailing UK postcode into its own field.
 */
export function contactPayload(contact: AccountingContact): { contact: Record<string, string | boolean> } {
  const body: Record<string, string | boolean> = {
    organisation_name: contact.name.trim(),
    email: contact.email.trim(),
    contact_name_on_invoices: false,
  };
  const parts = (contact.address ?? "")
    .split(/\n|,/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 0 && UK_POSTCODE.test(parts[parts.length - 1]!)) {
    body.postcode = parts.pop()!.toUpperCase();
    body.country = "United Kingdom";
  }
  if (parts.length > 3) body.town = parts.pop()!;
  const lines = parts.length > 3 ? [...parts.slice(0, 2), parts.slice(2).join(", ")] : parts;
  lines.forEach((line, index) => (body[`address${index + 1}`] = line));
  return { contact: body };
}

/** The contact FreeAgent answered with: its name as one string, its e-mail lower-cased. */
export function contactIdentity(contact: Record<string, unknown>): { url: string; name: string; email: string } {
  const organisation = typeof contact.organisation_name === "string" ? contact.organisation_name.trim() : "";
  const person = [contact.first_name, contact.last_name]
    .filter((part): part is string => typeof part === "string" && part.trim() !== "")
    .join(" ");
  return {
    url: String(contact.url ?? ""),
    name: organisation || person,
    email: typeof contact.email === "string" ? contact.email.trim().toLowerCase() : "",
  };
}

/**
 * The lines of a document as FreeAgent's invoice or credit note items: one unit at the net price,
 * with its VAT rate (20 standard-rated, 0 when we issued a receipt without VAT). A credit note's
 * prices are negative, as FreeAgent records credit notes.
 */
function items(document: AccountingDocument): Record<string, string>[] {
  const sign = document.kind === "credit-note" ? -1 : 1;
  return document.lines.map((line) => ({
    item_type: "Services",
    quantity: "1.0",
    description: line.description,
    price: pounds(sign * line.netPence),
    sales_tax_rate: rate(line.vatRatePercent),
  }));
}

/**
 * POST /v2/invoices or /v2/credit_notes: our number is FreeAgent's reference (the key both systems
 * share), due on receipt (everything we issue is already paid or settled at issue).
 */
export function documentPayload(
  document: AccountingDocument,
  contactUrl: string,
): { invoice: Record<string, unknown> } | { credit_note: Record<string, unknown> } {
  const common = {
    contact: contactUrl,
    reference: document.number,
    dated_on: document.date,
    payment_terms_in_days: 0,
    currency: "GBP",
  };
  return document.kind === "credit-note"
    ? { credit_note: { ...common, credit_note_items: items(document) } }
    : { invoice: { ...common, invoice_items: items(document) } };
}

/**
 * A payment or refund as a bank transaction explanation, FreeAgent's record of money in or out of
 * a bank account: money in explains an invoice (an "Invoice Receipt"), money out a credit note (a
 * "Credit Note Refund"); both name the document in paid_invoice. The description carries our
 * reference, by which the payment is found again.
 */
export function explanationPayload(payment: AccountingPayment, documentUrl: string, bankAccountUrl: string) {
  const amount = payment.kind === "refund" ? -payment.amountPence : payment.amountPence;
  return {
    bank_transaction_explanation: {
      bank_account: bankAccountUrl,
      dated_on: payment.date,
      gross_value: pounds(amount),
      paid_invoice: documentUrl,
      description: `${payment.kind === "refund" ? "Refund" : "Payment"} ${payment.reference}`,
    },
  };
}

/** Whether an explanation's description names this reference (a whole word, never a prefix of another). */
export function describesPayment(description: unknown, reference: string): boolean {
  return typeof description === "string" && description.split(/\s+/).includes(reference);
}

/** The token endpoint's answer as our tokens; a refresh that returns no new refresh token keeps the old one. */
export function tokensFrom(body: unknown, now: Date, previousRefreshToken?: string): AccountingTokens | null {
  const b = (body ?? {}) as Record<string, unknown>;
  const accessToken = typeof b.access_token === "string" ? b.access_token : "";
  const refreshToken = typeof b.refresh_token === "string" && b.refresh_token ? b.refresh_token : previousRefreshToken;
  const seconds = Number(b.expires_in);
  if (!accessToken || !refreshToken) return null;
  // FreeAgent's access tokens last an hour; an answer without expires_in is treated as that.
  const lifetime = Number.isFinite(seconds) && seconds > 0 ? seconds : 3600;
  return { accessToken, refreshToken, expiresAt: new Date(now.getTime() + lifetime * 1000) };
}

/** Seconds to wait from a Retry-After header (delay-seconds or an HTTP date), or undefined. */
export function retryAfterSeconds(header: string | null, now: Date): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/** The rel="next" page of a Link header, or null on the last page. */
export function nextPage(link: string | null): string | null {
  for (const part of (link ?? "").split(",")) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(part);
    if (match) return match[1]!;
  }
  return null;
}

/**
 * FreeAgent's own words for a refusal. Its API answers validation errors as
 * {"errors":[{"message":…}]}, other refusals as {"errors":{"error":{"message":…}}}, and its OAuth
 * endpoints as {"error":…,"error_description":…}.
 */
export function errorReason(status: number, body: unknown): string {
  const b = body as Record<string, unknown> | null;
  const messages: string[] = [];
  const errors = b?.errors;
  if (Array.isArray(errors)) {
    for (const e of errors)
      if (e && typeof (e as { message?: unknown }).message === "string")
        messages.push((e as { message: string }).message);
  } else if (errors && typeof errors === "object") {
    const inner = (errors as { error?: unknown }).error;
    const list = Array.isArray(inner) ? inner : [inner];
    for (const e of list)
      if (e && typeof (e as { message?: unknown }).message === "string")
        messages.push((e as { message: string }).message);
  }
  if (messages.length === 0 && typeof b?.error_description === "string") messages.push(b.error_description);
  if (messages.length === 0 && typeof b?.message === "string") messages.push(b.message);
  if (messages.length === 0 && typeof b?.error === "string") messages.push(b.error);
  return messages.length > 0 ? `FreeAgent: ${messages.join("; ")}` : `FreeAgent answered ${status}.`;
}
