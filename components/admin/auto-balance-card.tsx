"use client";

import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { api, ApiError } from "@/lib/api-client";
import type { AutoBalanceSettings } from "@/lib/domain/auto-balance";
import { toast } from "@/lib/toast";
import { SETTINGS_TOASTS } from "@/lib/validation/settings";

/**
 * The automatic balance: whether a client paying a deposit is offered to have the balance charged to
 * the same card, and how many days before the event. Replaced whole by PATCH /api/settings; the
 * server's messages come back under dotted keys (`autoBalance.daysBefore`).
 */
export function AutoBalanceCard({
  initial,
  onSaved,
}: {
  initial: AutoBalanceSettings;
  onSaved: (saved: AutoBalanceSettings) => void;
}) {
  const id = useId();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [days, setDays] = useState(String(initial.daysBefore));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    setErrors({});
    const daysBefore = days.trim() === "" ? Number.NaN : Number(days);
    try {
      const saved = await api("updateSettings", {
        body: { autoBalance: { enabled, daysBefore } },
      });
      setEnabled(saved.autoBalance.enabled);
      setDays(String(saved.autoBalance.daysBefore));
      toast.success(SETTINGS_TOASTS.saved.title, "Deposit payments now follow this setting.");
      onSaved(saved.autoBalance);
    } catch (e) {
      if (e instanceof ApiError) setErrors(e.fieldErrors ?? {});
      const description =
        e instanceof ApiError && e.status === 400 ? e.message : SETTINGS_TOASTS.saveFailed.description;
      toast.error(SETTINGS_TOASTS.saveFailed.title, description);
    } finally {
      setSaving(false);
    }
  }

  const daysError = errors["autoBalance.daysBefore"];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Automatic balance</CardTitle>
        <CardDescription>
          Clients paying a deposit may tick to have the balance charged to the same card before the event. Without the
          tick, reminders carry the link to pay.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center gap-3">
          <Switch id={`${id}-enabled`} checked={enabled} onCheckedChange={setEnabled} />
          <Label htmlFor={`${id}-enabled`}>Offer to charge the balance automatically</Label>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-days`}>Days before the event</Label>
          <Input
            id={`${id}-days`}
            inputMode="numeric"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            aria-invalid={Boolean(daysError) || undefined}
            aria-describedby={daysError ? `${id}-days-error` : undefined}
            className="max-w-32"
          />
          {daysError && (
            <p id={`${id}-days-error`} className="text-xs text-destructive" role="alert">
              {daysError}
            </p>
          )}
        </div>
        <Button onClick={() => void save()} disabled={saving} className="w-fit">
          {saving ? "Saving..." : "Save automatic balance"}
        </Button>
      </CardContent>
    </Card>
  );
}
