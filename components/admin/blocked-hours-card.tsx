"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import * as React from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { TextFormField } from "@/components/ui/text-form-field";
import { useEarlyInput } from "@/components/ui/use-early-input";
import { formatIsoDateLong } from "@/lib/domain/dates";
import {
  BLOCKED_HOURS_NOTE_MAX,
  blockedHoursSchema,
  type BlockedHoursForm,
  type BlockedHoursInput,
} from "@/lib/validation/blocked-hours";
import { toast } from "@/lib/toast";
import { api } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import type { BlockedHoursDto } from "./types";

/**
 * Blocked hours of the selected day (a gig booked elsewhere): the wizard offers no time that
 * overlaps them or their 60-minute buffers, and the server refuses such a booking.
 */
export function BlockedHoursPanel({ date, today, hours }: { date: string; today: string; hours: BlockedHoursDto[] }) {
  const router = useRouter();
  const [busy, setBusy] = React.useState(false);
  const empty = { date, startTime: "", endTime: "", note: "" };
  const form = useForm<BlockedHoursForm, unknown, BlockedHoursInput>({
    resolver: zodResolver(blockedHoursSchema),
    defaultValues: empty,
  });
  const onDay = hours.filter((h) => h.date === date);
  const submitting = form.formState.isSubmitting;
  const dateError = form.formState.errors.date?.message;
  // rendered on the server: keep hours typed before the page's code ran
  const formRef = useEarlyInput(form, ["startTime", "endTime", "note"]);

  // the day is chosen on the calendar, outside this form
  React.useEffect(() => {
    form.setValue("date", date);
  }, [date, form]);

  async function submit(values: BlockedHoursInput) {
    try {
      await api("blockHours", { body: values });
      toast.success("Hours blocked", `${values.startTime}–${values.endTime} on ${formatIsoDateLong(date)} is blocked.`);
      form.reset(empty);
      router.refresh();
    } catch (error) {
      toastApiError(error, { title: "Block failed", description: "Failed to block these hours." });
    }
  }

  async function remove(h: BlockedHoursDto) {
    setBusy(true);
    try {
      await api("unblockHours", { params: { id: h.id } });
      toast.success("Hours unblocked", `${h.startTime}–${h.endTime} on ${formatIsoDateLong(h.date)} is free again.`);
      router.refresh();
    } catch (error) {
      toastApiError(error, { title: "Unblock failed", description: "Failed to unblock these hours." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      <h3 className="text-sm font-medium">Blocked hours</h3>
      {onDay.length === 0 ? (
        <p className="text-sm text-muted-foreground">No hours are blocked on this day.</p>
      ) : (
        <ul className="space-y-1" aria-label="Blocked hours">
          {onDay.map((h) => (
            <li
              key={h.id}
              className="flex items-center justify-between gap-2 rounded-md border border-border px-2 py-1 text-sm"
            >
              <span>
                {h.startTime}–{h.endTime}
                {h.note ? ` · ${h.note}` : ""}
              </span>
              <Button
                size="sm"
                variant="ghost"
                disabled={busy || submitting}
                onClick={() => void remove(h)}
                aria-label={`Unblock ${h.startTime}–${h.endTime}`}
              >
                Unblock
              </Button>
            </li>
          ))}
        </ul>
      )}
      {date >= today && (
        <Form {...form}>
          <form
            ref={formRef}
            onSubmit={form.handleSubmit(submit)}
            noValidate
            className="space-y-3"
            aria-label="Block hours"
          >
            <div className="grid grid-cols-2 gap-3">
              <TextFormField form={form} name="startTime" label="From" type="time" />
              <TextFormField form={form} name="endTime" label="To" type="time" />
            </div>
            <TextFormField form={form} name="note" label="Note (optional)" maxLength={BLOCKED_HOURS_NOTE_MAX} />
            {dateError && <p className="text-sm text-destructive">{dateError}</p>}
            <Button type="submit" variant="secondary" disabled={busy || submitting}>
              {submitting ? "Blocking..." : "Block hours"}
            </Button>
          </form>
        </Form>
      )}
    </div>
  );
}
