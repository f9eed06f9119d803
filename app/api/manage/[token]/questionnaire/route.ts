import { bookingOfToken } from "@/lib/server/bookings/shared/customer-booking";
import { managedQuestionnaire } from "@/lib/server/manage/questionnaire";
import { saveAnswers } from "@/lib/server/questionnaires/save-answers";
import { route, tokenParams } from "@/lib/server/route";
import { questionnaireAnswersSchema } from "@/lib/validation/questionnaire";
import { managedQuestionnaireAnswer } from "@/lib/validation/answers/questionnaire";

export const dynamic = "force-dynamic";

const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/**
 * GET /api/manage/{token}/questionnaire → { questions: [{ id, kind, text, required, options, answer }],
 * open, closesOn, complete, savedAt }: the planning questions of the booking's event type with the
 * client's answers. 404 for an unknown or revoked link.
 */
export const GET = route(
  { auth: "token", params: tokenParams, response: { 200: managedQuestionnaireAnswer } },
  async ({ params }) => Response.json(await managedQuestionnaire(params.token), { headers }),
);

/**
 * PUT /api/manage/{token}/questionnaire { answers: [{ questionId, answer }] }: saves these answers
 * (others unchanged; "" clears one) and answers as GET does. 400 with field messages for an answer
 * that does not fit its question; 409 (code questionnaire-closed) from 2 days before the event or
 * once the booking is cancelled; 404 unknown link. A refusal saves nothing.
 */
export const PUT = route(
  {
    auth: "token",
    params: tokenParams,
    body: questionnaireAnswersSchema,
    response: { 200: managedQuestionnaireAnswer },
    errors: ["conflict"],
  },
  async ({ params, body }) =>
    Response.json(await saveAnswers(await bookingOfToken(params.token), body.answers), { headers }),
);
