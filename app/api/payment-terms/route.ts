import { z } from "@/lib/validation/zod";
import { route } from "@/lib/server/route";
import { getAutoBalanceSettings } from "@/lib/server/settings/auto-balance";

export const dynamic = "force-dynamic";

/**
 * GET /api/payment-terms (public) → { autoBalance: { enabled, daysBefore } }: whether the wizard offers
 * to charge a deposit booking's balance automatically, and how many days before the event.
 */
const paymentTermsAnswer = z.object({
  autoBalance: z.object({ enabled: z.boolean(), daysBefore: z.number().int() }),
});

export const GET = route({ auth: "public", response: { 200: paymentTermsAnswer } }, async () =>
  Response.json({ autoBalance: await getAutoBalanceSettings() }),
);
