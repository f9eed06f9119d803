import { questionSets } from "@/lib/server/questionnaires/questions";
import { route } from "@/lib/server/route";
import { questionSetsAnswer } from "@/lib/validation/answers/questionnaire";

export const dynamic = "force-dynamic";

/** GET /api/questionnaires (magician only) → { sets: [{ eventType, label, questions }] }: every event type's planning questions, in order. */
export const GET = route({ auth: "magician", response: { 200: questionSetsAnswer } }, async () =>
  Response.json({ sets: await questionSets() }),
);
