/** What sending the enquiry form answers: the lead as it was saved. */
import { z } from "@/lib/validation/zod";

export const enquiryAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  eventType: z.string(),
  location: z.string().nullable(),
  message: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
