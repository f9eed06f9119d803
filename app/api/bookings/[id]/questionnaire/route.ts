import { questionnaireAnswers } from "@/lib/server/questionnaires/answers";
import { idParams, route } from "@/lib/server/route";
import { bookingQuestionnaireAnswer } from "@/lib/validation/answers/questionnaire";

export const dynamic = "force-dynamic";

/**
 * GET /api/bookings/{id}/questionnaire (magician only) → { answers: [{ question, answer }] }: the
 * planning questions of the booking's event type in order, with the client's answers ("" unanswered).
 */
export const GET = route(
  { auth: "magician", params: idParams, response: { 200: bookingQuestionnaireAnswer } },
  async ({ params }) => Response.json({ answers: await questionnaireAnswers(params.id) }),
);
