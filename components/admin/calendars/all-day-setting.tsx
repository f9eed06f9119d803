"use client";

import { useId, useState } from "react";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { api } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import { toast } from "@/lib/toast";
import type { CalendarSettings } from "@/lib/validation/calendars";
import { SETTINGS_TOASTS } from "@/lib/validation/settings";

/** Whether all-day events in the magician's calendars block the whole day (PATCH /api/settings { calendars }). */
export function AllDaySetting({ initial }: { initial: CalendarSettings }) {
  const id = useId();
  const [on, setOn] = useState(initial.allDayEventsBlock);
  const [saving, setSaving] = useState(false);

  async function change(next: boolean) {
    setSaving(true);
    setOn(next);
    try {
      // PATCH /api/settings does not declare its answer yet: it carries the calendars setting in force
      const saved = (await api("updateSettings", { body: { calendars: { allDayEventsBlock: next } } })) as {
        calendars: CalendarSettings;
      };
      setOn(saved.calendars.allDayEventsBlock);
      toast.success(
        SETTINGS_TOASTS.saved.title,
        next ? "All-day events now block the day." : "All-day events no longer block the day.",
      );
    } catch (error) {
      setOn(!next);
      toastApiError(error, SETTINGS_TOASTS.saveFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="flex items-center gap-3">
      <Switch id={`${id}-all-day`} checked={on} disabled={saving} onCheckedChange={(v) => void change(v)} />
      <Label htmlFor={`${id}-all-day`}>All-day events block the whole day</Label>
    </div>
  );
}
