import { Label } from "@/components/ui/label";
import { SMS_CONSENT_HINT, SMS_CONSENT_LABEL } from "@/lib/validation/sms";

/**
 * The words beside a "Text me about this booking" tick, wherever it is asked: its label for the tick
 * `${id}-sms` and the hint `${id}-sms-hint` the tick is described by.
 */
export function SmsConsentText({ id }: { id: string }) {
  return (
    <span className="grid gap-1">
      <Label htmlFor={`${id}-sms`} className="leading-snug font-normal">
        {SMS_CONSENT_LABEL}
      </Label>
      <span id={`${id}-sms-hint`} className="text-xs text-muted-foreground">
        {SMS_CONSENT_HINT}
      </span>
    </span>
  );
}
