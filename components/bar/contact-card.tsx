import { MailIcon, PhoneIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** The magician's phone and e-mail as tel: and mailto: links (values read on the server). */
export function ContactCard({ phone, email }: { phone: string | null; email: string | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contact the Magician</CardTitle>
        <CardDescription>Questions about an event or a promotion? Get in touch directly.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {phone && (
          <Button asChild variant="outline" className="justify-start">
            <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
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
        {!phone && !email && <p className="text-sm text-muted-foreground">Contact details are not available right now.</p>}
      </CardContent>
    </Card>
  );
}
