import { mileageFilename } from "@/lib/domain/mileage";
import { parseTaxYear } from "@/lib/domain/tax-year";
import { mileagePdf } from "@/lib/server/mileage/export";
import { mileageLog, mileageOwner } from "@/lib/server/mileage/log";
import { privateDownload } from "@/lib/server/http";
import { route } from "@/lib/server/route";
import { taxYearQuerySchema } from "@/lib/validation/mileage";

export const dynamic = "force-dynamic";

/** GET /api/admin/mileage.pdf?taxYear=2027-28 (magician only) → application/pdf: the tax year's mileage log to print. 400 for a bad taxYear. */
export const GET = route(
  { auth: "magician", query: taxYearQuerySchema, response: { 200: "application/pdf" } },
  async ({ query }) => {
    const year = parseTaxYear(query.taxYear)!;
    const pdf = await mileagePdf(await mileageLog(year), await mileageOwner());
    return privateDownload(Buffer.from(pdf), {
      contentType: "application/pdf",
      filename: mileageFilename(year, "pdf"),
    });
  },
);
