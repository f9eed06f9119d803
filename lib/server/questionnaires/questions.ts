import "server-only";
import { EVENT_TYPES, type EventType } from "@/lib/domain/constants";
import { eventTypeLabel } from "@/lib/domain/event-types";
import { QUESTION_KINDS, type Question, type QuestionKind } from "@/lib/domain/questionnaire";
import type { DbClient } from "@/lib/server/audit";
import { db } from "@/lib/server/db";

/** The questions of one event type, in the magician's order. */
export async function questionsOf(eventType: string, client: DbClient = db): Promise<Question[]> {
  const rows = await client.questionnaireQuestion.findMany({
    where: { eventType },
    orderBy: [{ position: "asc" }, { id: "asc" }],
  });
  return rows.map(toQuestion);
}

export interface QuestionSet {
  eventType: EventType;
  label: string;
  questions: Question[];
}

/** Every event type with its questions (none yet: an empty list), in the order of EVENT_TYPES. */
export async function questionSets(): Promise<QuestionSet[]> {
  const rows = await db.questionnaireQuestion.findMany({ orderBy: [{ position: "asc" }, { id: "asc" }] });
  return EVENT_TYPES.map((eventType) => ({
    eventType,
    label: eventTypeLabel(eventType),
    questions: rows.filter((r) => r.eventType === eventType).map(toQuestion),
  }));
}

function toQuestion(row: { id: number; kind: string; text: string; required: boolean; options: string[] }): Question {
  // A kind outside the list cannot be written (the schema refuses it); read defensively as short text.
  const kind = (QUESTION_KINDS as readonly string[]).includes(row.kind) ? (row.kind as QuestionKind) : "short-text";
  return { id: row.id, kind, text: row.text, required: row.required, options: row.options };
}
