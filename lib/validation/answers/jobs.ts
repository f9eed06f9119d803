/** What a run of the due jobs answers: each job that ran, with its summary or its error. */
import { z } from "@/lib/validation/zod";

export const jobsTickAnswer = z.object({
  ran: z.array(z.object({ name: z.string(), summary: z.string().optional(), error: z.string().optional() })),
});
