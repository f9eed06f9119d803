import { parseTaxYear } from "@/lib/domain/tax-year";
import { addJourney } from "@/lib/server/mileage/journeys";
import { mileageLog } from "@/lib/server/mileage/log";
import { route } from "@/lib/server/route";
import { mileageJourneyIdAnswer, mileageLogAnswer } from "@/lib/validation/answers/books";
import { mileageJourneySchema, taxYearQuerySchema } from "@/lib/validation/mileage";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/mileage?taxYear=2027-28 (magician only) → { taxYear, from, to, rows: [{ id, date,
 * bookingId?, from, to, miles, purpose, source, milesFrom, allowancePence }], totalMiles, allowancePence }:
 * the tax year's business journeys in date order (performed bookings' journeys and those entered by
 * hand) and HMRC's mileage allowance (45p a mile for the first 10,000 miles, 25p after). A taxYear not
 * written like 2027-28 is 400.
 */
export const GET = route(
  { auth: "magician", query: taxYearQuerySchema, response: { 200: mileageLogAnswer } },
  async ({ query }) => {
    const log = await mileageLog(parseTaxYear(query.taxYear)!);
    return Response.json({
      taxYear: log.taxYear.label,
      from: log.taxYear.from,
      to: log.taxYear.to,
      rows: log.rows,
      totalMiles: log.totalMiles,
      allowancePence: log.allowancePence,
    });
  },
);

/**
 * POST /api/admin/mileage { date, from, to, miles, purpose } (magician only) → 201 { id }: a journey
 * entered by hand (whole miles, 1 to 1,000). 400 with field messages. Audited.
 */
export const POST = route(
  { auth: "magician", body: mileageJourneySchema, response: { 201: mileageJourneyIdAnswer } },
  async ({ user, body }) => Response.json({ id: await addJourney(user, body) }, { status: 201 }),
);
