import { MailIcon, PhoneIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** A phone number as dialled: digits and + only ("0141 555 0192" → "tel:01415550192"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The magician's name, phone and e-mail (the magician's settings, read on the server) as tel: and mailto: links. */
export function ContactCard({
  displayName,
  phone,
  email,
}: {
  displayName?: string | null;
  phone: string | null;
  email: string | null;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contact the Magician</CardTitle>
        <CardDescription>Questions about an event or a promotion? Get in touch directly.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {displayName && (
          <p className="font-medium" data-testid="contact-name">
            {displayName}
          </p>
        )}
        {phone && (
          <Button asChild variant="outline" className="justify-start">
            <a href={telHref(phone)}>
              <PhoneIcon aria-hidden="true" />
              Call {phone}
            </a>
          </Button>
        )}
        {email && (
          <Button asChild variant="outline" className="justify-start">
            <a href={`mailto:${email}`}>
              <MailIcon aria-hidden="true" />
              Email {email}
            </a>
          </Button>
        )}
        {!phone && !email && (
          <p className="text-sm text-muted-foreground">Contact details are not available right now.</p>
        )}
      </CardContent>
    </Card>
  );
}
