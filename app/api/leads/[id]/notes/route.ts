import { addLeadNote, listLeadNotes } from "@/lib/server/admin/lead-notes";
import { requireMagician } from "@/lib/server/auth/session";
import { handle, parseId, readJson } from "@/lib/server/http";
import { leadNoteSchema } from "@/lib/validation/lead-note";

export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ id: string }> };

/** GET /api/leads/{id}/notes → [{ id, text, authorName, createdAt }] oldest first; magician only. */
export const GET = handle(async (request: Request, { params }: Ctx) => {
  await requireMagician(request);
  return Response.json(await listLeadNotes(parseId((await params).id)));
});

/** POST /api/leads/{id}/notes { text (1–2000) } → 201 the note; 400 field message; 404 unknown lead. Audited. */
export const POST = handle(async (request: Request, { params }: Ctx) => {
  const user = await requireMagician(request);
  const id = parseId((await params).id);
  const { text } = await readJson(request, leadNoteSchema);
  return Response.json(await addLeadNote(user, id, text), { status: 201 });
});
