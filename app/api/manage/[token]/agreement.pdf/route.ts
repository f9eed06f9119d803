/**
 * GET /api/manage/{token}/agreement.pdf → application/pdf: the agreement the client signed when
 * accepting the quote this booking was made from, with the acceptance record. 404 for an unknown
 * link, a booking not made from a quote, or one not paid yet.
 */
import { agreementPdf, signedAgreementOfBooking } from "@/lib/server/quotes/agreement-pdf";
import { privateDownload } from "@/lib/server/http";
import { route, tokenParams } from "@/lib/server/route";

export const dynamic = "force-dynamic";

export const GET = route(
  { auth: "token", params: tokenParams, response: { 200: "application/pdf" } },
  async ({ params }) => {
    const agreement = await signedAgreementOfBooking(params.token);
    const bytes = await agreementPdf(agreement);
    return privateDownload(Buffer.from(bytes), {
      contentType: "application/pdf",
      filename: `agreement-Q-${agreement.quoteId}.pdf`,
    });
  },
);
