/** What the account routes answer: a user's profile, a registration, the session, a name's availability. */
import { z } from "@/lib/validation/zod";

export const userProfileAnswer = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  createdAt: z.string(),
  barName: z.string().nullable(),
  barAddress: z.string().nullable(),
  barCity: z.string().nullable(),
  barPostcode: z.string().nullable(),
  barLatitude: z.number().nullable(),
  barLongitude: z.number().nullable(),
  ownerName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  registrationPaid: z.boolean(),
});

export const registrationAnswer = z.object({ user: userProfileAnswer, message: z.string() });

export const sessionAnswer = z.object({
  role: z.string(),
  id: z.number().int(),
  username: z.string(),
  barName: z.string().nullable().optional(),
});

export const usernameFreeAnswer = z.object({ exists: z.literal(false) });

export const passwordChangedAnswer = z.object({ success: z.literal(true), message: z.string() });
