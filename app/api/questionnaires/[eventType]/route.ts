import { saveQuestionSet } from "@/lib/server/questionnaires/save-questions";
import { route } from "@/lib/server/route";
import { eventTypeParams, questionSetSchema } from "@/lib/validation/questionnaire";
import { questionSetAnswer } from "@/lib/validation/answers/questionnaire";

export const dynamic = "force-dynamic";

/**
 * PUT /api/questionnaires/{eventType} (magician only) { questions: [{ id?, kind, text, required, options }] }
 * → the event type's questions as saved, in the order sent. A question sent with its id keeps the
 * answers already given to it; one left out is removed with its answers. 400 with field messages.
 */
export const PUT = route(
  { auth: "magician", params: eventTypeParams, body: questionSetSchema, response: { 200: questionSetAnswer } },
  async ({ user, params, body }) => Response.json(await saveQuestionSet(user, params.eventType, body.questions)),
);
