import { correctJourney, deleteJourney } from "@/lib/server/mileage/journeys";
import { route } from "@/lib/server/route";
import { mileageJourneyIdAnswer } from "@/lib/validation/answers/books";
import { journeyIdParams, mileageCorrectionSchema } from "@/lib/validation/mileage";

export const dynamic = "force-dynamic";

/**
 * PATCH /api/admin/mileage/{id} { miles, purpose? } (magician only) → { id }: corrects a journey. A
 * booking's journey (booking-12) keeps the correction over what the drive data says; one entered by
 * hand (journey-5) is changed. 400 with field messages, 404 for a journey the log does not have. Audited.
 */
export const PATCH = route(
  {
    auth: "magician",
    params: journeyIdParams,
    body: mileageCorrectionSchema,
    response: { 200: mileageJourneyIdAnswer },
  },
  async ({ user, params, body }) => {
    await correctJourney(user, params.id, body);
    return Response.json({ id: params.id });
  },
);

/**
 * DELETE /api/admin/mileage/{id} (magician only) → { id }: removes a journey entered by hand. A
 * journey made from a booking is refused, 409 `journey-from-booking` (correct its miles instead);
 * 404 when unknown. Audited.
 */
export const DELETE = route(
  {
    auth: "magician",
    params: journeyIdParams,
    errors: ["conflict"],
    response: { 200: mileageJourneyIdAnswer },
  },
  async ({ user, params }) => {
    await deleteJourney(user, params.id);
    return Response.json({ id: params.id });
  },
);
