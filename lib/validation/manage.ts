import { z } from "@/lib/validation/zod";
import { isoDate, optionalText, time } from "./common";

/** Bodies of the customer's booking-page calls (shared by its forms and the route handlers). */

/** A forged, mistyped, revoked or expired booking link: the API's 404 and the booking page's own. */
export const MANAGE_LINK_NOT_VALID = "This booking link is not valid. Please use the link in your confirmation e-mail.";

export const manageCancelSchema = z.object({ reason: optionalText(1000) });

export const manageRescheduleSchema = z.object({
  eventDate: isoDate("Please select a new date.", "Please select a valid date."),
  startTime: time("Please select an arrival time.", "Please select one of the available arrival times."),
});
export type ManageReschedule = z.infer<typeof manageRescheduleSchema>;

export const managePaySchema = z.object({
  pay: z.enum(["balance", "deposit", "total"], { error: "Please choose what to pay." }).optional(),
});
export type ManagePay = z.infer<typeof managePaySchema>;
