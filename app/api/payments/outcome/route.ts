import { z } from "@/lib/validation/zod";
import { paymentOutcome } from "@/lib/server/bookings/outcome";
import { route } from "@/lib/server/route";
import { paymentOutcomeAnswer } from "@/lib/validation/answers/checkout";

export const dynamic = "force-dynamic";

const schema = z.object({
  clientSecret: z
    .string({ error: "Payment reference is required." })
    .trim()
    .min(1, "Payment reference is required.")
    .max(300),
});

/**
 * POST /api/payments/outcome { clientSecret } → { status: "confirmed", manageUrl?, eventDate, startTime }
 * | { status: "processing" } | { status: "not-found" }: what became of a checkout, for the page the
 * provider redirects back to (manageUrl left out once the booking's link has been replaced). POST,
 * so the secret stays out of URLs and logs.
 */
export const POST = route({ auth: "public", body: schema, response: { 200: paymentOutcomeAnswer } }, async ({ body }) =>
  Response.json(await paymentOutcome(body.clientSecret), { headers: { "Cache-Control": "private, no-store" } }),
);
