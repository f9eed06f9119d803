/** What the partner bar's dashboard reads: its takings, its events, the hours it may book, its drinks. */
import { z } from "@/lib/validation/zod";

export const barClientsAnswer = z.array(z.object({ id: z.number().int(), barName: z.string() }));

export const barSummaryAnswer = z.object({
  commissionRevenuePence: z.number().int(),
  drinksRevenuePence: z.number().int(),
  commissionRevenue: z.number(),
  drinksRevenue: z.number(),
  bookingCount: z.number().int(),
  drinksSold: z.number().int(),
});

export const barEventsAnswer = z.array(
  z.object({
    id: z.number().int(),
    clientName: z.string(),
    eventType: z.string(),
    eventDate: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    duration: z.string(),
    guestCount: z.number().int(),
    totalAmount: z.number(),
    paymentStatus: z.string(),
    status: z.string(),
    source: z.string(),
    services: z.array(z.string()),
  }),
);

export const barAvailabilityAnswer = z.object({
  date: z.string(),
  times: z.array(z.string()),
  reason: z.enum(["full", "invalid", "past", "beyond-horizon", "blocked"]).optional(),
});

export const drinkAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  discountCode: z.string().nullable(),
  promotionCount: z.number().int(),
});
export const drinksAnswer = z.array(drinkAnswer);

export const drinkSalesAnswer = z.object({ recorded: z.number().int(), drinks: drinksAnswer });

export const drinkDeletedAnswer = z.object({ ok: z.literal(true) });
