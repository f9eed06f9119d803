import { mileageFilename } from "@/lib/domain/mileage";
import { parseTaxYear } from "@/lib/domain/tax-year";
import { mileageCsv } from "@/lib/server/mileage/export";
import { mileageLog } from "@/lib/server/mileage/log";
import { privateDownload } from "@/lib/server/http";
import { route } from "@/lib/server/route";
import { taxYearQuerySchema } from "@/lib/validation/mileage";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/mileage.csv?taxYear=2027-28 (magician only) → text/csv: the tax year's mileage log,
 * one record a journey (date, from, to, miles, purpose, source, booking, allowance in pounds). 400 for
 * a bad taxYear.
 */
export const GET = route(
  { auth: "magician", query: taxYearQuerySchema, response: { 200: "text/csv" } },
  async ({ query }) => {
    const year = parseTaxYear(query.taxYear)!;
    return privateDownload(mileageCsv(await mileageLog(year)), {
      contentType: "text/csv; charset=utf-8",
      filename: mileageFilename(year, "csv"),
    });
  },
);
