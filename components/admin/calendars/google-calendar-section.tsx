"use client";

import { CalendarCheckIcon, UnplugIcon } from "lucide-react";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { api, apiPath, type Answer } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import { toast } from "@/lib/toast";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";

/** A top-level navigation, not a fetch: the connect route answers with a redirect to Google's consent screen. */
export const CONNECT_HREF = apiPath("connectGoogleCalendar");
const NO_WRITE = "";

export type GoogleCalendarSummary = Answer<"getGoogleCalendar">;
export type GoogleCalendarChoice = GoogleCalendarSummary["calendars"][number];

/**
 * The Google half of the Calendars card: connect (OAuth, in the browser), the account's calendars
 * with which count as busy and the one bookings are written to, and disconnect (revokes the access
 * at Google). Loads its own data.
 */
export function GoogleCalendarSection() {
  const [summary, setSummary] = React.useState<GoogleCalendarSummary | null>(null);
  const [choices, setChoices] = React.useState<GoogleCalendarChoice[]>([]);
  const [saving, setSaving] = React.useState(false);
  const [confirming, setConfirming] = React.useState(false);

  const show = React.useCallback((answer: GoogleCalendarSummary) => {
    setSummary(answer);
    setChoices(answer.calendars);
  }, []);

  React.useEffect(() => {
    let current = true;
    api("getGoogleCalendar")
      .then((answer) => current && show(answer))
      .catch((error) => current && toastApiError(error, { title: "Could not load Google Calendar" }));
    return () => {
      current = false;
    };
  }, [show]);

  async function save() {
    setSaving(true);
    try {
      show(await api("chooseGoogleCalendars", { body: { calendars: choices } }));
      toast.success("Calendars saved", "Busy times and bookings follow your choice from the next sync.");
    } catch (error) {
      toastApiError(error, { title: "Could not save the calendars" });
    } finally {
      setSaving(false);
    }
  }

  async function disconnect() {
    setSaving(true);
    try {
      await api("disconnectGoogleCalendar");
      show({ configured: summary?.configured ?? true, connected: false, calendars: [] });
      setConfirming(false);
      toast.success("Google Calendar disconnected", "The site no longer reads or writes your Google calendars.");
    } catch (error) {
      toastApiError(error, { title: "Could not disconnect" });
    } finally {
      setSaving(false);
    }
  }

  const writeTo = choices.find((c) => c.writeTo)?.id ?? NO_WRITE;
  const changed = JSON.stringify(choices) !== JSON.stringify(summary?.calendars ?? []);

  return (
    <section aria-labelledby="google-calendar-heading" className="space-y-3 text-sm">
      <h3 id="google-calendar-heading" className="flex items-center gap-2 font-medium">
        <CalendarCheckIcon aria-hidden="true" className="size-4 text-primary" />
        Google Calendar
      </h3>
      {summary === null ? (
        <p className="text-muted-foreground">Loading…</p>
      ) : !summary.configured ? (
        <p className="text-muted-foreground">
          Not set up on this server: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to connect a Google account.
        </p>
      ) : !summary.connected ? (
        <div className="space-y-2">
          <p className="text-muted-foreground">
            Your Google events block the times the site offers, and confirmed bookings appear in your calendar.
          </p>
          <Button asChild size="sm">
            <a href={CONNECT_HREF}>Connect Google Calendar</a>
          </Button>
        </div>
      ) : (
        <div className="space-y-3">
          <p>
            Connected as <span className="font-medium">{summary.account}</span>
            {summary.lastSyncAt
              ? ` · last read ${new Date(summary.lastSyncAt).toLocaleString("en-GB", { timeZone: "Europe/London" })}`
              : ""}
          </p>
          {summary.lastError && (
            <p role="alert" className="text-destructive">
              The last sync failed: {summary.lastError}
            </p>
          )}
          <fieldset className="space-y-2">
            <legend className="font-medium">Calendars whose events make you busy</legend>
            {choices.map((c) => (
              <div key={c.id} className="flex items-center gap-2">
                <Checkbox
                  id={`google-busy-${c.id}`}
                  checked={c.busy}
                  onCheckedChange={(checked) =>
                    setChoices((all) => all.map((x) => (x.id === c.id ? { ...x, busy: checked === true } : x)))
                  }
                />
                <Label htmlFor={`google-busy-${c.id}`}>{c.summary}</Label>
              </div>
            ))}
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="font-medium">Write confirmed bookings to</legend>
            <RadioGroup
              value={writeTo}
              onValueChange={(value) => setChoices((all) => all.map((x) => ({ ...x, writeTo: x.id === value })))}
            >
              {choices.map((c) => (
                <div key={c.id} className="flex items-center gap-2">
                  <RadioGroupItem id={`google-write-${c.id}`} value={c.id} />
                  <Label htmlFor={`google-write-${c.id}`}>{c.summary}</Label>
                </div>
              ))}
              <div className="flex items-center gap-2">
                <RadioGroupItem id="google-write-none" value={NO_WRITE} />
                <Label htmlFor="google-write-none">Don&apos;t write bookings</Label>
              </div>
            </RadioGroup>
          </fieldset>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={() => void save()} disabled={saving || !changed}>
              Save calendars
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setConfirming(true)} disabled={saving}>
              <UnplugIcon aria-hidden="true" />
              Disconnect
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        busy={saving}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void disconnect()}
        title="Disconnect Google Calendar?"
        description="The site stops reading your Google events and writing bookings there; events it already wrote stay in your calendar."
        confirmLabel="Disconnect"
      />
    </section>
  );
}
