"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type UseFormReturn } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { FormControl, FormField, FormItem, FormLabel, FormMessage, useFormField } from "@/components/ui/form";
import { FormDialog } from "@/components/ui/form-dialog";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { TextareaFormField, TextFormField } from "@/components/ui/text-form-field";
import { useResetOnOpen } from "@/components/ui/use-reset-on-open";
import { formatIsoDateLong } from "@/lib/domain/dates";
import {
  ADMIN_TOASTS,
  CONVERT_LEAD_FORM_DEFAULTS,
  convertLeadFormSchema,
  type ConvertLeadForm,
  type ConvertLeadFormInput,
} from "@/lib/validation/admin";
import { toast } from "@/lib/toast";
import { api } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import type { LeadDto, ServiceDto } from "./types";

type Form = UseFormReturn<ConvertLeadFormInput, unknown, ConvertLeadForm>;

function initial(lead: LeadDto | null): ConvertLeadFormInput {
  return {
    ...CONVERT_LEAD_FORM_DEFAULTS,
    eventLocation: lead?.location ?? "",
    guestCount: String(CONVERT_LEAD_FORM_DEFAULTS.guestCount),
    duration: String(CONVERT_LEAD_FORM_DEFAULTS.duration),
    totalAmount: String(CONVERT_LEAD_FORM_DEFAULTS.totalAmount),
    selectedServices: [],
  };
}

/** The services as a group of checkboxes; the group is described by its message when there is one. */
function ServicesFieldset({
  services,
  value,
  onChange,
}: {
  services: ServiceDto[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const { error, formMessageId } = useFormField();
  return (
    <fieldset className="space-y-2" aria-describedby={error ? formMessageId : undefined}>
      <legend className="text-sm font-medium">Services</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {services.map((s) => (
          <label key={s.id} className="flex items-center gap-2 text-sm">
            <Checkbox
              checked={value.includes(s.id)}
              onCheckedChange={(c) => onChange(c ? [...value, s.id] : value.filter((id) => id !== s.id))}
            />
            {s.title} - £{s.basePrice}
          </label>
        ))}
      </div>
      <FormMessage />
    </fieldset>
  );
}

function PaymentTypeField({ form }: { form: Form }) {
  return (
    <FormField
      control={form.control}
      name="paymentType"
      render={({ field }) => (
        <FormItem>
          <FormLabel>Payment type</FormLabel>
          <Select value={field.value} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger className="w-full" onBlur={field.onBlur}>
                <SelectValue placeholder="Choose" />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              <SelectItem value="deposit">Deposit (50%)</SelectItem>
              <SelectItem value="full">Full Payment</SelectItem>
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** Lead → booking: the client comes from the lead, the event details from this form. */
export function ConvertLeadDialog({
  lead,
  services,
  onClose,
  onConverted,
}: {
  lead: LeadDto | null;
  services: ServiceDto[];
  onClose: () => void;
  onConverted: () => void;
}) {
  const form: Form = useForm<ConvertLeadFormInput, unknown, ConvertLeadForm>({
    resolver: zodResolver(convertLeadFormSchema),
    defaultValues: initial(lead),
  });

  useResetOnOpen(lead !== null, () => form.reset(initial(lead)), lead?.id);

  async function submit(values: ConvertLeadForm) {
    if (!lead) return;
    const body = {
      clientName: lead.name,
      clientEmail: lead.email,
      clientPhone: lead.phone,
      eventType: lead.eventType,
      ...values,
    };
    try {
      const result = await api("convertLead", { params: { id: lead.id }, body });
      toast.success(
        ADMIN_TOASTS.leadConverted.title,
        `Booking #${result.bookingId} on ${formatIsoDateLong(result.eventDate)} was created.`,
      );
      onConverted();
    } catch (error) {
      toastApiError(error, { title: "Error", description: ADMIN_TOASTS.leadConvertFailed.description });
    }
  }

  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      open={lead !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Convert Lead to Booking"
      description={lead && `Create a booking for ${lead.name}. The lead becomes converted.`}
      submitLabel="Create Booking"
      submittingLabel="Converting..."
      lockWhileSubmitting
      contentClassName="max-h-[90vh] overflow-y-auto sm:max-w-xl"
      formClassName="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFormField form={form} name="eventLocation" label="Event location" />
        <TextFormField form={form} name="eventAddress" label="Address" />
        <TextFormField form={form} name="eventPostcode" label="Venue postcode" />
        <TextFormField form={form} name="eventDate" label="Date" type="date" />
        <TextFormField form={form} name="startTime" label="Start time" type="time" step={300} />
        <TextFormField form={form} name="guestCount" label="Guest count" type="number" min={1} step={1} />
        <TextFormField form={form} name="duration" label="Duration (minutes)" type="number" min={1} step={1} />
      </div>
      <FormField
        control={form.control}
        name="selectedServices"
        render={({ field }) => (
          <FormItem>
            <ServicesFieldset services={services} value={field.value.map(Number)} onChange={field.onChange} />
          </FormItem>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFormField form={form} name="totalAmount" label="Total amount (£)" type="number" min={1} step="0.01" />
        <PaymentTypeField form={form} />
      </div>
      <TextareaFormField form={form} name="notes" label="Notes (optional)" rows={3} />
    </FormDialog>
  );
}
