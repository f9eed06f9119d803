import { addLeadNote, listLeadNotes } from "@/lib/server/leads/notes";
import { idParams, route } from "@/lib/server/route";
import { leadNoteSchema } from "@/lib/validation/lead-note";
import { z } from "@/lib/validation/zod";
import { leadNoteAnswer } from "@/lib/validation/answers/lead";

export const dynamic = "force-dynamic";

/** GET /api/leads/{id}/notes → [{ id, text, authorName, createdAt }] oldest first; magician only. */
export const GET = route(
  { auth: "magician", params: idParams, response: { 200: z.array(leadNoteAnswer) } },
  async ({ params }) => Response.json(await listLeadNotes(params.id)),
);

/** POST /api/leads/{id}/notes { text (1–2000) } → 201 the note; 400 field message; 404 unknown lead. Audited. */
export const POST = route(
  { auth: "magician", params: idParams, body: leadNoteSchema, response: { 201: leadNoteAnswer } },
  async ({ user, params, body }) => Response.json(await addLeadNote(user, params.id, body.text), { status: 201 }),
);
