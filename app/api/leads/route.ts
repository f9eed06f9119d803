/**
 * POST /api/leads { name, email, phone, eventType, location, message } (the enquiry form's field messages)
 *  → 201 { id, name, email, phone, eventType, location, message, status: 'new', createdAt, updatedAt };
 *  queues a notification e-mail to the magician. 400 { error, fieldErrors }; 429 after 5 a minute
 *  from one client address.
 * GET /api/leads?status=&limit=&cursor= → 200 [lead, …] newest first, a page at a time (next page in
 *  a Link header); magician only (401/403 otherwise).
 */
import { enquirySchema } from "@/lib/validation/enquiry";
import { createLead, LEAD_RATE_LIMIT, leadsPage } from "@/lib/server/leads";
import { pageResponse } from "@/lib/server/paging";
import { route } from "@/lib/server/route";
import { z } from "@/lib/validation/zod";
import { leadAnswer } from "@/lib/validation/answers/lead";
import { enquiryAnswer } from "@/lib/validation/answers/enquiry";

export const dynamic = "force-dynamic";

export const POST = route(
  { auth: "public", rateLimit: LEAD_RATE_LIMIT, body: enquirySchema, response: { 201: enquiryAnswer } },
  async ({ body }) => Response.json(await createLead(body), { status: 201 }),
);

export const GET = route(
  { auth: "magician", response: { 200: z.array(leadAnswer) }, errors: ["bad_request"] },
  async ({ url }) => pageResponse(await leadsPage(url)),
);
