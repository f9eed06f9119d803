"use client";

import { formatDistanceToNow } from "date-fns";
import { ArrowLeftIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
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
import { LEAD_STATUSES } from "@/lib/domain/constants";
import { canConvertLead } from "@/lib/domain/leads";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { ADMIN_TOASTS, CONVERT_LEAD_FORM_DEFAULTS, convertLeadSchema } from "@/lib/validation/admin";
import { fieldErrors } from "@/lib/validation/common";
import { toast } from "@/lib/toast";
import { api, toastApiError } from "./api";
import { LeadsExportLink } from "./export-links";
import { LeadNotes } from "./lead-notes";
import { LeadStatusBadge } from "./lead-status-badge";
import { eventTypeLabel } from "./leads-tab";
import type { LeadDto, ServiceDto } from "./types";

export function LeadHistory({ leads, services }: { leads: LeadDto[]; services: ServiceDto[] }) {
  const router = useRouter();
  const [converting, setConverting] = React.useState<LeadDto | null>(null);
  const [updating, setUpdating] = React.useState<number | null>(null);

  async function changeStatus(lead: LeadDto, status: string) {
    setUpdating(lead.id);
    try {
      await api(`/api/leads/${lead.id}/status`, { method: "PATCH", body: { status } });
      toast.success(ADMIN_TOASTS.leadStatusUpdated.title, `${lead.name} is now ${status}.`);
      router.refresh();
    } catch (error) {
      toastApiError(error, ADMIN_TOASTS.leadStatusFailed);
    } finally {
      setUpdating(null);
    }
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-3xl text-primary">Lead History</h1>
        <div className="flex flex-wrap gap-2">
          <LeadsExportLink size="default" />
          <Button asChild variant="outline">
            <Link href="/admin/magician">
              <ArrowLeftIcon aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
        </div>
      </div>
      {leads.length === 0 && <p className="py-10 text-center text-muted-foreground">No leads yet</p>}
      <div className="grid gap-4 md:grid-cols-2">
        {leads.map((lead) => (
          <Card key={lead.id} aria-label={`Lead from ${lead.name}`}>
            <CardHeader className="gap-1">
              <div className="flex items-start justify-between gap-2">
                <CardTitle className="text-lg">{lead.name}</CardTitle>
                <LeadStatusBadge status={lead.status} />
              </div>
              <p className="text-xs text-muted-foreground">
                {formatDistanceToNow(new Date(lead.createdAt), { addSuffix: true })}
              </p>
            </CardHeader>
            <CardContent className="space-y-1 text-sm">
              <p>
                <span className="text-muted-foreground">Email: </span>
                <a className="underline" href={`mailto:${lead.email}`}>
                  {lead.email}
                </a>
              </p>
              <p>
                <span className="text-muted-foreground">Phone: </span>
                <a className="underline" href={`tel:${lead.phone.replace(/\s+/g, "")}`}>
                  {lead.phone}
                </a>
              </p>
              {lead.location && (
                <p>
                  <span className="text-muted-foreground">Location: </span>
                  {lead.location}
                </p>
              )}
              <p>
                <span className="text-muted-foreground">Event type: </span>
                {eventTypeLabel(lead.eventType)}
              </p>
              <p className="whitespace-pre-wrap pt-2">{lead.message}</p>
              {lead.booking && (
                <p className="pt-2 text-success">
                  Booking #{lead.booking.id} on {formatIsoDateLong(lead.booking.eventDate)}
                </p>
              )}
              <LeadNotes lead={lead} />
            </CardContent>
            <CardFooter className="flex-wrap gap-2">
              <Select
                value={lead.status}
                disabled={updating === lead.id}
                onValueChange={(v) => void changeStatus(lead, v)}
              >
                <SelectTrigger className="w-40 capitalize" aria-label={`Status of ${lead.name}'s lead`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {LEAD_STATUSES.map((s) => (
                    <SelectItem key={s} value={s} className="capitalize">
                      {s}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {canConvertLead(lead.status) && !lead.booking && (
                <Button onClick={() => setConverting(lead)}>Convert to Booking</Button>
              )}
            </CardFooter>
          </Card>
        ))}
      </div>
      <ConvertLeadDialog
        lead={converting}
        services={services}
        onClose={() => setConverting(null)}
        onConverted={() => {
          setConverting(null);
          router.refresh();
        }}
      />
    </div>
  );
}

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

function ConvertLeadDialog({
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
