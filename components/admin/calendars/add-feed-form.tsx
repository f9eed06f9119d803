"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError, api } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { CALENDAR_FEED_NAME_MAX, calendarFeedSchema } from "@/lib/validation/calendars";

/** Adds an ICS feed: the server reads it once before keeping it, and says what was wrong with the link. */
export function AddFeedForm({ onAdded }: { onAdded: () => void }) {
  const id = useId();
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = calendarFeedSchema.safeParse({ name, url });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      const added = await api("addCalendarFeed", { body: checked.data });
      toast.success("Calendar added", `${added.events} busy ${added.events === 1 ? "event" : "events"} read.`);
      setName("");
      setUrl("");
      onAdded();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      else toast.error("Calendar not added", error instanceof Error ? error.message : "Please try again.");
    } finally {
      setSaving(false);
    }
  }

  const field = (key: "name" | "url", label: string, input: React.ReactNode) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      {input}
      {errors[key] && (
        <p id={`${id}-${key}-error`} className="text-xs text-destructive" role="alert">
          {errors[key]}
        </p>
      )}
    </div>
  );
  const aria = (key: "name" | "url") => ({
    "aria-invalid": Boolean(errors[key]) || undefined,
    "aria-describedby": errors[key] ? `${id}-${key}-error` : undefined,
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3" aria-label="Add a calendar">
      {field(
        "name",
        "Calendar name",
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={CALENDAR_FEED_NAME_MAX}
          onChange={(e) => setName(e.target.value)}
          placeholder="iCloud diary"
          {...aria("name")}
        />,
      )}
      {field(
        "url",
        "Calendar link (.ics or webcal://)",
        <Input
          id={`${id}-url`}
          value={url}
          inputMode="url"
          onChange={(e) => setUrl(e.target.value)}
          placeholder="webcal://p01-caldav.icloud.com/published/2/…"
          {...aria("url")}
        />,
      )}
      <Button type="submit" variant="secondary" disabled={saving} className="w-fit">
        {saving ? "Reading the calendar..." : "Add calendar"}
      </Button>
    </form>
  );
}
