import { EVENT_TYPES, EVENT_TYPE_LABELS } from "@/lib/domain/constants";

/**
 * The enquiry form's field texts and input attributes, shared by the interactive form and its
 * server-rendered placeholder so that both show the same labels and fields (no layout shift on the swap).
 */
export const ENQUIRY_LABELS = {
  name: "Your Name",
  email: "Email Address",
  phone: "Phone Number",
  eventType: "Event Type",
  location: "Event Location",
  message: "Your Message",
} as const;

export const ENQUIRY_INPUTS = {
  name: { autoComplete: "name", placeholder: "Jane Smith" },
  email: { type: "email", autoComplete: "email", inputMode: "email", placeholder: "jane@example.com" },
  phone: { type: "tel", autoComplete: "tel", placeholder: "07700 900123" },
  location: { placeholder: "Venue name or address" },
  message: {
    rows: 4,
    placeholder: "Tell me about your event: date, number of guests, the kind of magic you'd love...",
  },
} as const;

/** The event type select's options, with the disabled prompt first. */
export function EventTypeOptions() {
  return (
    <>
      <option value="" disabled>
        Select an event type
      </option>
      {EVENT_TYPES.map((type) => (
        <option key={type} value={type} className="bg-popover text-foreground">
          {EVENT_TYPE_LABELS[type]}
        </option>
      ))}
    </>
  );
}
