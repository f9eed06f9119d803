/** Enquiry (lead) form of the contact section and its messages; body of POST /api/leads. */
import { z } from "@/lib/validation/zod";
import { EVENT_TYPES } from "@/lib/domain/constants";
import { MAX, email, text, type ToastText } from "./common";

export const ENQUIRY_MESSAGES = {
  name: "Name must be at least 2 characters.",
  email: "Please enter a valid email address.",
  phone: "Please enter a valid phone number.",
  eventType: "Please select an event type.",
  location: "Please enter a location.",
  message: "Message must be at least 10 characters.",
} as const;

export const enquirySchema = z.object({
  name: text({ min: 2, minMessage: ENQUIRY_MESSAGES.name, max: MAX.name }),
  email: email(ENQUIRY_MESSAGES.email),
  phone: text({ min: 6, minMessage: ENQUIRY_MESSAGES.phone, max: MAX.phone }),
  eventType: z.enum(EVENT_TYPES, { error: ENQUIRY_MESSAGES.eventType }),
  location: text({ min: 2, minMessage: ENQUIRY_MESSAGES.location, max: MAX.address }),
  message: text({ min: 10, minMessage: ENQUIRY_MESSAGES.message, max: MAX.message }),
});
export type EnquiryInput = z.input<typeof enquirySchema>;
export type Enquiry = z.output<typeof enquirySchema>;
/** Alias: the lead body is the enquiry. */
export const leadSchema = enquirySchema;

export const ENQUIRY_DEFAULTS = { name: "", email: "", phone: "", eventType: "", location: "", message: "" } as const;

export const ENQUIRY_TOASTS = {
  success: {
    title: "Message sent successfully!",
    description: "Thank you for reaching out. We will get back to you soon.",
  },
  error: { title: "Error sending message", description: "Please try again later." },
} as const satisfies Record<string, ToastText>;
