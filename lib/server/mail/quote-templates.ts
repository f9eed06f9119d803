import "server-only";

/** The quote e-mail: what the magician proposes, and the link where the client reads and accepts it (./emails/quote.ts). */
export { quoteMail, type QuoteForMail } from "./emails/quote";
