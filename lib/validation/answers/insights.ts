/** What GET /api/admin/insights answers: the Insights tab's figures, money in pounds (lib/domain/insights.ts). */
import { z } from "@/lib/validation/zod";

export const insightsAnswer = z.object({
  months: z.array(
    z.object({
      month: z.string(),
      bookings: z.number(),
      revenue: z.number(),
      refunded: z.number(),
      leads: z.number(),
      converted: z.number(),
    }),
  ),
  byEventType: z.array(z.object({ eventType: z.string(), bookings: z.number(), revenue: z.number() })),
  byVenue: z.array(z.object({ venue: z.enum(["partner", "own"]), bookings: z.number(), revenue: z.number() })),
  commissionByBar: z.array(
    z.object({ barId: z.number().int(), barName: z.string(), bookings: z.number(), commission: z.number() }),
  ),
});
