import { parseTaxYear } from "@/lib/domain/tax-year";
import { quartersOf } from "@/lib/server/tax/quarters";
import { route } from "@/lib/server/route";
import { taxQuartersAnswer } from "@/lib/validation/answers/books";
import { taxQuartersQuerySchema } from "@/lib/validation/mileage";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/tax/quarters?taxYear=2027-28[&basis=calendar] (magician only) → { taxYear, basis,
 * quarters: [{ from, to, turnoverPence, vatPence, mileageAllowancePence, documents }] }: the four
 * Making Tax Digital quarters (standard: 6 Apr–5 Jul …; calendar: 1 Apr–30 Jun …; London dates, both
 * inclusive) with the net turnover and VAT of the documents issued in each (credit notes subtracted),
 * their count, and the mileage allowance of the journeys in each. 400 for a bad taxYear or basis.
 */
export const GET = route(
  { auth: "magician", query: taxQuartersQuerySchema, response: { 200: taxQuartersAnswer } },
  async ({ query }) => Response.json(await quartersOf(parseTaxYear(query.taxYear)!, query.basis)),
);
