"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { setServerFieldErrors, TextFormField } from "@/components/ui/text-form-field";
import { useEarlyInput } from "@/components/ui/use-early-input";
import { useFormFollowsSaved } from "@/components/ui/use-form-follows-saved";
import { toast } from "@/lib/toast";
import {
  SETTINGS_TOASTS,
  magicianSettingsSchema,
  type MagicianSettings,
  type MagicianSettingsForm,
} from "@/lib/validation/settings";
import { api, ApiError } from "@/lib/api-client";

const FIELDS: { name: keyof MagicianSettings; label: string; type?: string; autoComplete: string; hint: string }[] = [
  {
    name: "displayName",
    label: "Display Name",
    autoComplete: "organization",
    hint: "The name bars and customers see, and how e-mails to customers are signed.",
  },
  {
    name: "contactEmail",
    label: "Contact Email",
    type: "email",
    autoComplete: "email",
    hint: "Shown to bars and customers; notifications of bookings and enquiries go here.",
  },
  {
    name: "contactPhone",
    label: "Contact Phone",
    type: "tel",
    autoComplete: "tel",
    hint: "A UK number, shown as a call link. Leave it empty to show none.",
  },
  {
    name: "businessAddress",
    label: "Business Address",
    autoComplete: "street-address",
    hint: "Printed under your name in e-mails to customers. Optional.",
  },
  {
    name: "googleReviewUrl",
    label: "Google Review Link",
    type: "url",
    autoComplete: "url",
    hint: 'Your "write a review" link on Google (https://…), offered after a 4- or 5-star review. Leave it empty to offer none.',
  },
  {
    name: "legalName",
    label: "Legal Name",
    autoComplete: "organization",
    hint: "The name receipts and invoices are issued in (e.g. your own name as a sole trader). Empty: the display name.",
  },
  {
    name: "vatNumber",
    label: "VAT Number",
    autoComplete: "off",
    hint: "Your UK VAT registration number (GB and 9 digits). With one, payments get VAT invoices; without, receipts say you are not VAT registered.",
  },
];
const FIELD_NAMES = FIELDS.map((field) => field.name);

/** The magician's details that bars, customers and the e-mails show: PATCH /api/settings, field messages from the server too. */
export function SettingsForm({
  initial,
  onSaved,
}: {
  initial: MagicianSettings;
  onSaved: (settings: MagicianSettings) => void;
}) {
  const form = useForm<MagicianSettingsForm, unknown, MagicianSettings>({
    resolver: zodResolver(magicianSettingsSchema),
    defaultValues: initial,
  });

  // The page may load the settings again (a new object) while the magician is typing: see the hook.
  const fill = useFormFollowsSaved(form, initial);
  // the settings tab is rendered on the server and hydrated when its code arrives: keep what was typed meanwhile
  const formRef = useEarlyInput(form, FIELD_NAMES);

  const submit = async (values: MagicianSettings) => {
    try {
      const saved = await api("updateSettings", { body: values });
      fill(saved);
      toast.success(SETTINGS_TOASTS.saved.title, SETTINGS_TOASTS.saved.description);
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError) setServerFieldErrors(form, error.fieldErrors, Object.keys(values));
      const description =
        error instanceof ApiError && error.status === 400 ? error.message : SETTINGS_TOASTS.saveFailed.description;
      toast.error(SETTINGS_TOASTS.saveFailed.title, description);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Business Details</CardTitle>
        <CardDescription>
          How bars and customers reach you: the bar dashboard&apos;s contact card, booking pages and e-mails use these.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form
            ref={formRef}
            onSubmit={form.handleSubmit(submit)}
            className="grid gap-4"
            noValidate
            aria-label="Business details"
          >
            {FIELDS.map((field) => (
              <TextFormField key={field.name} form={form} {...field} />
            ))}
            <div>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? "Saving..." : "Save Settings"}
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
