import { z } from "@/lib/validation/zod";
import { text } from "./common";

export const LEAD_NOTE_MAX = 2000;

export const LEAD_NOTE_MESSAGES = {
  required: "Please write a note.",
  tooLong: `A note can be at most ${LEAD_NOTE_MAX} characters.`,
} as const;

/** POST /api/leads/{id}/notes { text }: 1–2000 characters once trimmed. */
export const leadNoteSchema = z.object({
  text: text({
    min: 1,
    minMessage: LEAD_NOTE_MESSAGES.required,
    max: LEAD_NOTE_MAX,
    maxMessage: LEAD_NOTE_MESSAGES.tooLong,
  }),
});
export type LeadNoteInput = z.infer<typeof leadNoteSchema>;
