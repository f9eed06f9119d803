"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { ADMIN_TOASTS, CONVERT_LEAD_FORM_DEFAULTS, convertLeadSchema } from "@/lib/validation/admin";
import { fieldErrors } from "@/lib/validation/common";
import { toast } from "@/lib/toast";
import { api, toastApiError } from "./api";
import type { LeadDto, ServiceDto } from "./types";

type FormState = Omit<typeof CONVERT_LEAD_FORM_DEFAULTS, "guestCount" | "duration" | "totalAmount"> & {
  guestCount: string;
  duration: string;
  totalAmount: string;
};

function initial(lead: LeadDto | null): FormState {
  return {
    ...CONVERT_LEAD_FORM_DEFAULTS,
    eventLocation: lead?.location ?? "",
    guestCount: String(CONVERT_LEAD_FORM_DEFAULTS.guestCount),
    duration: String(CONVERT_LEAD_FORM_DEFAULTS.duration),
    totalAmount: String(CONVERT_LEAD_FORM_DEFAULTS.totalAmount),
    selectedServices: [],
  };
}

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
  const [values, setValues] = React.useState<FormState>(() => initial(lead));
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [busy, setBusy] = React.useState(false);

  React.useEffect(() => {
    setValues(initial(lead));
    setErrors({});
  }, [lead]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!lead) return;
    const num = (v: string) => (v.trim() === "" ? "" : Number(v));
    const body = {
      clientName: lead.name,
      clientEmail: lead.email,
      clientPhone: lead.phone,
      eventType: lead.eventType,
      eventLocation: values.eventLocation,
      eventAddress: values.eventAddress,
      eventDate: values.eventDate,
      startTime: values.startTime,
      guestCount: num(values.guestCount),
      duration: num(values.duration),
      totalAmount: values.totalAmount.trim() === "" ? undefined : Number(values.totalAmount),
      paymentType: values.paymentType,
      selectedServices: values.selectedServices,
      notes: values.notes,
    };
    const parsed = convertLeadSchema.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      const result = await api<{ bookingId: number; eventDate: string }>(`/api/leads/${lead.id}/convert`, { body });
      toast.success(
        ADMIN_TOASTS.leadConverted.title,
        `Booking #${result.bookingId} on ${formatIsoDateLong(result.eventDate)} was created.`,
      );
      onConverted();
    } catch (error) {
      toastApiError(error, { title: "Error", description: ADMIN_TOASTS.leadConvertFailed.description });
    } finally {
      setBusy(false);
    }
  }

  const err = (name: string) =>
    errors[name] ? (
      <p id={`convert-${name}-error`} className="text-sm text-destructive">
        {errors[name]}
      </p>
    ) : null;
  const input = (name: keyof FormState, label: string, props: React.ComponentProps<typeof Input> = {}) => (
    <div className="space-y-1.5">
      <Label htmlFor={`convert-${name}`}>{label}</Label>
      <Input
        id={`convert-${name}`}
        value={String(values[name])}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? `convert-${name}-error` : undefined}
        {...props}
      />
      {err(name)}
    </div>
  );

  return (
    <Dialog open={lead !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Convert Lead to Booking</DialogTitle>
          <DialogDescription>
            {lead && `Create a booking for ${lead.name}. The lead becomes converted.`}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {input("eventLocation", "Event location")}
            {input("eventAddress", "Address")}
            {input("eventDate", "Date", { type: "date" })}
            {input("startTime", "Start time", { type: "time", step: 300 })}
            {input("guestCount", "Guest count", { type: "number", min: 1, step: 1 })}
            {input("duration", "Duration (minutes)", { type: "number", min: 1, step: 1 })}
          </div>
          <fieldset
            className="space-y-2"
            aria-describedby={errors.selectedServices ? "convert-selectedServices-error" : undefined}
          >
            <legend className="text-sm font-medium">Services</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {services.map((s) => {
                const checked = values.selectedServices.includes(s.id);
                return (
                  <label key={s.id} className="flex items-center gap-2 text-sm">
                    <Checkbox
                      checked={checked}
                      onCheckedChange={(c) =>
                        setValues({
                          ...values,
                          selectedServices: c
                            ? [...values.selectedServices, s.id]
                            : values.selectedServices.filter((id) => id !== s.id),
                        })
                      }
                    />
                    {s.title} - £{s.basePrice}
                  </label>
                );
              })}
            </div>
            {err("selectedServices")}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            {input("totalAmount", "Total amount (£)", { type: "number", min: 1, step: "0.01" })}
            <div className="space-y-1.5">
              <Label htmlFor="convert-paymentType">Payment type</Label>
              <Select
                value={values.paymentType}
                onValueChange={(v) => setValues({ ...values, paymentType: v as FormState["paymentType"] })}
              >
                <SelectTrigger id="convert-paymentType" className="w-full" aria-invalid={!!errors.paymentType}>
                  <SelectValue placeholder="Choose" />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="deposit">Deposit (50%)</SelectItem>
                  <SelectItem value="full">Full Payment</SelectItem>
                </SelectContent>
              </Select>
              {err("paymentType")}
            </div>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="convert-notes">Notes (optional)</Label>
            <Textarea
              id="convert-notes"
              rows={3}
              value={values.notes}
              onChange={(e) => setValues({ ...values, notes: e.target.value })}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Converting..." : "Create Booking"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
