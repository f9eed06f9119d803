"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, api } from "@/lib/api-client";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { fieldErrors } from "@/lib/validation/common";
import { WAITLIST_TEXT, waitlistJoinSchema } from "@/lib/validation/waitlist";

const EMPTY = {
  clientName: "",
  clientEmail: "",
  clientPhone: "",
  earliestStart: "18:00",
  latestStart: "21:00",
  guestCount: "",
  note: "",
};
type Fields = typeof EMPTY;

/**
 * "Join the waiting list for this date", where the wizard shows a date fully booked or its times
 * taken: name, e-mail, the start times that would suit. A time that frees is e-mailed, in turn.
 */
export function WaitlistJoin({ date }: { date: string }) {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [fields, setFields] = React.useState<Fields>(EMPTY);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [state, setState] = React.useState<"idle" | "busy" | "joined">("idle");
  React.useEffect(() => {
    setOpen(false);
    setState("idle");
    setErrors({});
  }, [date]);

  async function join() {
    const body = { ...fields, eventDate: date };
    const checked = waitlistJoinSchema.safeParse(body);
    if (!checked.success) return setErrors(fieldErrors(checked.error));
    setState("busy");
    setErrors({});
    try {
      await api("joinWaitlist", { body });
      setState("joined");
    } catch (error) {
      const given =
        error instanceof ApiError ? (error.body as { fieldErrors?: Record<string, string> })?.fieldErrors : null;
      setErrors(given ?? { form: error instanceof Error ? error.message : "Please try again." });
      setState("idle");
    }
  }

  if (state === "joined")
    return (
      <p role="status" className="rounded-md border border-border p-3 text-sm">
        {WAITLIST_TEXT.joined}
      </p>
    );
  if (!open)
    return (
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        {WAITLIST_TEXT.join}
      </Button>
    );
  const input = (key: keyof Fields, label: string, type = "text") => (
    <div className="grid gap-1">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        type={type}
        value={fields[key]}
        aria-invalid={!!errors[key]}
        onChange={(e) => setFields((f) => ({ ...f, [key]: e.target.value }))}
      />
      {errors[key] && <p className="text-sm text-destructive">{errors[key]}</p>}
    </div>
  );
  return (
    <section aria-label={WAITLIST_TEXT.join} className="grid gap-3 rounded-md border border-border p-3">
      <h3 className="text-sm font-medium">Waiting list for {formatIsoDateLong(date)}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {input("clientName", "Your name")}
        {input("clientEmail", "E-mail", "email")}
        {input("clientPhone", "Phone (optional)", "tel")}
        {input("guestCount", "Guests (optional)", "number")}
        {input("earliestStart", "Earliest start", "time")}
        {input("latestStart", "Latest start", "time")}
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-note`}>Note (optional)</Label>
        <Textarea
          id={`${id}-note`}
          rows={2}
          value={fields.note}
          onChange={(e) => setFields((f) => ({ ...f, note: e.target.value }))}
        />
      </div>
      {errors.form && <p className="text-sm text-destructive">{errors.form}</p>}
      <Button type="button" disabled={state === "busy"} onClick={() => void join()}>
        {state === "busy" ? "Joining..." : WAITLIST_TEXT.join}
      </Button>
    </section>
  );
}
