import { accountantsPackFilename, parseTaxYear } from "@/lib/domain/tax-year";
import { accountantsPack } from "@/lib/server/tax/pack";
import { privateDownload } from "@/lib/server/http";
import { log } from "@/lib/server/log";
import { route } from "@/lib/server/route";
import { taxQuartersQuerySchema } from "@/lib/validation/mileage";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/tax/accountants-pack?taxYear=2027-28[&basis=calendar] (magician only) →
 * application/zip: every receipt, VAT invoice and credit note issued in the tax year as its PDF
 * (documents/…), documents.csv, mileage.csv, mileage.pdf and quarters.csv (on the basis given). 400 for
 * a bad taxYear or basis.
 */
export const GET = route(
  { auth: "magician", query: taxQuartersQuerySchema, response: { 200: "application/zip" } },
  async ({ user, query }) => {
    const year = parseTaxYear(query.taxYear)!;
    const zip = await accountantsPack(year, query.basis);
    log("info", "export", { export: "accountants-pack", actorId: user.id, taxYear: year.label });
    return privateDownload(new Uint8Array(zip), {
      contentType: "application/zip",
      filename: accountantsPackFilename(year),
    });
  },
);
