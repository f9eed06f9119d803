import "server-only";
import type { EventType } from "@/lib/domain/constants";
import type { QuestionDraft } from "@/lib/domain/questionnaire";
import { audit, type Actor } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { validationError } from "@/lib/server/errors";
import { questionsOf, type QuestionSet } from "./questions";
import { eventTypeLabel } from "@/lib/domain/event-types";

/**
 * Replaces an event type's questions with this ordered set (validated by the caller's schema). A
 * question sent with its id is updated in place, so the answers already given to it stay; a
 * question left out is removed with its answers; one without an id is new.
 */
export async function saveQuestionSet(
  actor: NonNullable<Actor>,
  eventType: EventType,
  drafts: readonly QuestionDraft[],
): Promise<QuestionSet> {
  const questions = await db.$transaction(async (tx) => {
    const before = await questionsOf(eventType, tx);
    const known = new Set(before.map((q) => q.id));
    const fieldErrors: Record<string, string> = {};
    drafts.forEach((d, i) => {
      if (d.id !== undefined && !known.has(d.id))
        fieldErrors[`questions.${i}.id`] = "This question was removed meanwhile. Please reload the page.";
    });
    if (Object.keys(fieldErrors).length > 0) throw validationError(Object.values(fieldErrors)[0]!, fieldErrors);

    const kept = new Set(drafts.flatMap((d) => (d.id === undefined ? [] : [d.id])));
    const removed = before.filter((q) => !kept.has(q.id)).map((q) => q.id);
    if (removed.length > 0) await tx.questionnaireQuestion.deleteMany({ where: { id: { in: removed } } });
    for (const [position, d] of drafts.entries()) {
      const data = {
        kind: d.kind,
        text: d.text,
        required: d.required,
        options: d.kind === "choice" ? d.options : [],
        position,
      };
      if (d.id === undefined) await tx.questionnaireQuestion.create({ data: { eventType, ...data } });
      else await tx.questionnaireQuestion.update({ where: { id: d.id }, data });
    }
    const after = await questionsOf(eventType, tx);
    if (JSON.stringify(before) !== JSON.stringify(after))
      await audit(tx, actor, {
        action: "questionnaire.update",
        entity: "questionnaire",
        entityId: eventType,
        before,
        after,
      });
    return after;
  });
  return { eventType, label: eventTypeLabel(eventType), questions };
}
