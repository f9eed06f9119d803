import { SendIcon } from "@/components/ui/static-icons";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

import { ENQUIRY_INPUTS, ENQUIRY_LABELS, EventTypeOptions } from "./enquiry-fields";
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
          {ENQUIRY_LABELS.name}
        </label>
        <Input id="enquiry-name" name="name" {...ENQUIRY_INPUTS.name} />
      </div>
      <div className="grid gap-2">
        <label className={labelClass} htmlFor="enquiry-email">
          {ENQUIRY_LABELS.email}
        </label>
        <Input id="enquiry-email" name="email" {...ENQUIRY_INPUTS.email} />
      </div>
      <div className="grid gap-2">
        <label className={labelClass} htmlFor="enquiry-phone">
          {ENQUIRY_LABELS.phone}
        </label>
        <Input id="enquiry-phone" name="phone" {...ENQUIRY_INPUTS.phone} />
      </div>
      <div className="grid gap-2">
        <label className={labelClass} htmlFor="enquiry-eventType">
          {ENQUIRY_LABELS.eventType}
        </label>
        <select
          id="enquiry-eventType"
          name="eventType"
          defaultValue=""
          className={`${ENQUIRY_SELECT_CLASS} text-muted-foreground`}
          style={{ backgroundImage: ENQUIRY_CHEVRON }}
        >
          <EventTypeOptions />
        </select>
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <label className={labelClass} htmlFor="enquiry-location">
          {ENQUIRY_LABELS.location}
        </label>
        <Input id="enquiry-location" name="location" autoComplete="street-address" {...ENQUIRY_INPUTS.location} />
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <label className={labelClass} htmlFor="enquiry-message">
          {ENQUIRY_LABELS.message}
        </label>
        <Textarea id="enquiry-message" name="message" {...ENQUIRY_INPUTS.message} />
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
