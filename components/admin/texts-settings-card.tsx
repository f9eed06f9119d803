"use client";

import { useId, useState } from "react";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { api, ApiError } from "@/lib/api-client";
import { TEXT_KINDS, TEXT_KIND_LABELS, type TextKindName } from "@/lib/domain/sms";
import { toast } from "@/lib/toast";
import { SETTINGS_TOASTS } from "@/lib/validation/settings";

export type TextSettingsValue = Record<TextKindName, boolean>;

const HINTS: Record<TextKindName, string> = {
  "booking-confirmed": "When the payment confirms a booking.",
  reminder: "At 09:00 the day before the event.",
  "balance-due": "A week before, when a balance is owed and not charged automatically.",
  "review-request": "The morning after the event, with the review link.",
  "on-my-way": "When you tap “On my way” on Today, with your arrival time.",
};

/**
 * Which texts go to clients who ticked "Text me about this booking". Each switch saves at once
 * (PATCH /api/settings { texts: { kind: on } }); a client's STOP always wins over these.
 */
export function TextsSettingsCard({
  initial,
  onSaved,
}: {
  initial: TextSettingsValue;
  onSaved: (saved: TextSettingsValue) => void;
}) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState<TextKindName | null>(null);

  async function toggle(kind: TextKindName, on: boolean) {
    setSaving(kind);
    setValues((v) => ({ ...v, [kind]: on }));
    try {
      const saved = await api("updateSettings", { body: { texts: { [kind]: on } } });
      setValues(saved.texts);
      onSaved(saved.texts);
      toast.success(SETTINGS_TOASTS.saved.title, `${TEXT_KIND_LABELS[kind]} texts are ${on ? "on" : "off"}.`);
    } catch (e) {
      setValues((v) => ({ ...v, [kind]: !on }));
      const description =
        e instanceof ApiError && e.status === 400 ? e.message : SETTINGS_TOASTS.saveFailed.description;
      toast.error(SETTINGS_TOASTS.saveFailed.title, description);
    } finally {
      setSaving(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Texts to clients</CardTitle>
        <CardDescription>
          Sent only to clients who ticked “Text me about this booking”, never between 21:00 and 08:00 (except “On my
          way”), and never again to a number that replied STOP.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {TEXT_KINDS.map((kind) => (
          <div key={kind} className="flex items-start gap-3">
            <Switch
              id={`${id}-${kind}`}
              checked={values[kind]}
              disabled={saving === kind}
              onCheckedChange={(on) => void toggle(kind, on)}
              aria-describedby={`${id}-${kind}-hint`}
            />
            <span className="grid gap-0.5">
              <Label htmlFor={`${id}-${kind}`}>{TEXT_KIND_LABELS[kind]}</Label>
              <span id={`${id}-${kind}-hint`} className="text-xs text-muted-foreground">
                {HINTS[kind]}
              </span>
            </span>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
