"use client";

import { useRouter } from "next/navigation";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { blockedHoursSchema } from "@/lib/validation/blocked-hours";
import { fieldErrors } from "@/lib/validation/common";
import { toast } from "@/lib/toast";
import { api, toastApiError } from "./api";
import type { BlockedHoursDto } from "./types";

/**
 * Blocked hours of the selected day (a gig booked elsewhere): the wizard offers no time that
 * overlaps them or their 60-minute buffers, and the server refuses such a booking.
 */
export function BlockedHoursPanel({ date, today, hours }: { date: string; today: string; hours: BlockedHoursDto[] }) {
  const router = useRouter();
  const [values, setValues] = React.useState({ startTime: "", endTime: "", note: "" });
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [busy, setBusy] = React.useState(false);
  const onDay = hours.filter((h) => h.date === date);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = { date, ...values };
    const parsed = blockedHoursSchema.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      await api("/api/blocked-hours", { body: parsed.data });
      toast.success("Hours blocked", `${values.startTime}–${values.endTime} on ${formatIsoDateLong(date)} is blocked.`);
      setValues({ startTime: "", endTime: "", note: "" });
      router.refresh();
    } catch (error) {
      toastApiError(error, { title: "Block failed", description: "Failed to block these hours." });
    } finally {
      setBusy(false);
    }
  }

  async function remove(h: BlockedHoursDto) {
    setBusy(true);
    try {
      await api(`/api/blocked-hours/${h.id}`, { method: "DELETE" });
      toast.success("Hours unblocked", `${h.startTime}–${h.endTime} on ${formatIsoDateLong(h.date)} is free again.`);
      router.refresh();
    } catch (error) {
      toastApiError(error, { title: "Unblock failed", description: "Failed to unblock these hours." });
    } finally {
      setBusy(false);
    }
  }

  const field = (name: "startTime" | "endTime" | "note", label: string, type: string) => (
    <div className="space-y-1.5">
      <Label htmlFor={`hours-${name}`}>{label}</Label>
      <Input
        id={`hours-${name}`}
        type={type}
        value={values[name]}
        maxLength={name === "note" ? 200 : undefined}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? `hours-${name}-error` : undefined}
      />
      {errors[name] && (
        <p id={`hours-${name}-error`} className="text-sm text-destructive">
          {errors[name]}
        </p>
      )}
    </div>
  );

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
                disabled={busy}
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
        <form onSubmit={submit} noValidate className="space-y-3" aria-label="Block hours">
          <div className="grid grid-cols-2 gap-3">
            {field("startTime", "From", "time")}
            {field("endTime", "To", "time")}
          </div>
          {field("note", "Note (optional)", "text")}
          {errors.date && <p className="text-sm text-destructive">{errors.date}</p>}
          <Button type="submit" variant="secondary" disabled={busy}>
            {busy ? "Blocking..." : "Block hours"}
          </Button>
        </form>
      )}
    </div>
  );
}
