import { SendIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { EVENT_TYPES, EVENT_TYPE_LABELS } from "@/lib/domain/constants";

import { ENQUIRY_CHEVRON, ENQUIRY_SELECT_CLASS } from "./enquiry-style";

const labelClass = "flex items-center gap-2 text-sm leading-none font-medium select-none";

/**
 * Server-rendered twin of the enquiry form, shown until the interactive form's
 * code (react-hook-form + zod) has loaded, which happens when the contact
 * section comes near the viewport or the visitor touches the form. Same
 * layout, same labels: no layout shift, and whatever is typed is carried over.
 */
export function EnquiryFormPlaceholder() {
  return (
    <form aria-label="Enquiry form" className="grid gap-5 sm:grid-cols-2" data-enquiry-placeholder>
      <div className="grid gap-2">
        <label className={labelClass} htmlFor="enquiry-name">
          Your Name
        </label>
        <Input id="enquiry-name" name="name" autoComplete="name" placeholder="Jane Smith" />
      </div>
      <div className="grid gap-2">
        <label className={labelClass} htmlFor="enquiry-email">
          Email Address
        </label>
        <Input id="enquiry-email" name="email" type="email" autoComplete="email" inputMode="email" placeholder="jane@example.com" />
      </div>
      <div className="grid gap-2">
        <label className={labelClass} htmlFor="enquiry-phone">
          Phone Number
        </label>
        <Input id="enquiry-phone" name="phone" type="tel" autoComplete="tel" placeholder="07700 900123" />
      </div>
      <div className="grid gap-2">
        <label className={labelClass} htmlFor="enquiry-eventType">
          Event Type
        </label>
        <select id="enquiry-eventType" name="eventType" defaultValue="" className={`${ENQUIRY_SELECT_CLASS} text-muted-foreground`} style={{ backgroundImage: ENQUIRY_CHEVRON }}>
          <option value="" disabled>
            Select an event type
          </option>
          {EVENT_TYPES.map((type) => (
            <option key={type} value={type} className="bg-popover text-foreground">
              {EVENT_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <label className={labelClass} htmlFor="enquiry-location">
          Event Location
        </label>
        <Input id="enquiry-location" name="location" autoComplete="street-address" placeholder="Venue name or address" />
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <label className={labelClass} htmlFor="enquiry-message">
          Your Message
        </label>
        <Textarea
          id="enquiry-message"
          name="message"
          rows={4}
          placeholder="Tell me about your event: date, number of guests, the kind of magic you'd love..."
        />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" className="w-full glow-gold sm:w-auto">
          <SendIcon aria-hidden="true" />
          Send Message
        </Button>
      </div>
    </form>
  );
}
