/**
 * POST /api/admin/waitlist/{id}/offer { startTime } (magician) → 201 { id, entryId, date, startTime,
 *   endTime, expiresAt }: offers the entry that time of its date by hand (e-mailed with its claim link).
 *   400 { error, fieldErrors }; 404 unknown or ended entry; 409 the time is not free (the wizard's
 *   messages) or the entry has a live offer already.
 */
import { z } from "@/lib/validation/zod";
import { idParams, route } from "@/lib/server/route";
import { offerByHand } from "@/lib/server/waitlist/offers";
import { waitlistOfferByHandSchema } from "@/lib/validation/waitlist";

export const dynamic = "force-dynamic";

export const POST = route(
  {
    auth: "magician",
    params: idParams,
    body: waitlistOfferByHandSchema,
    response: {
      201: z.object({
        id: z.number().int(),
        entryId: z.number().int(),
        date: z.string(),
        startTime: z.string(),
        endTime: z.string(),
        expiresAt: z.string(),
      }),
    },
  },
  async ({ user, params, body }) => Response.json(await offerByHand(user, params.id, body.startTime), { status: 201 }),
);
