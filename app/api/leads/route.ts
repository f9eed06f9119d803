/**
 * POST /api/leads { name, email, phone, eventType, location, message } (spec 000 §5 messages)
 *  → 201 { id, name, email, phone, eventType, location, message, status: 'new', createdAt, updatedAt };
 *  queues a notification e-mail to the magician. 400 { error, fieldErrors }; 429 after 5 a minute
 *  from one client address.
 * GET /api/leads?status=&limit=&cursor= → 200 [lead, …] newest first, a page at a time (next page in
 *  a Link header); magician only (401/403 otherwise).
 */
import { enquirySchema } from "@/lib/validation/enquiry";
import { requireMagician } from "@/lib/server/auth/session";
import { clientAddress, handle, readJson } from "@/lib/server/http";
import { assertLeadAllowed, createLead, leadsPage } from "@/lib/server/leads";
import { pageResponse } from "@/lib/server/paging";

export const dynamic = "force-dynamic";

export const POST = handle(async (request: Request) => {
  await assertLeadAllowed(clientAddress(request));
  const body = await readJson(request, enquirySchema);
  return Response.json(await createLead(body), { status: 201 });
});

export const GET = handle(async (request: Request) => {
  await requireMagician(request);
  return pageResponse(await leadsPage(new URL(request.url)));
});
