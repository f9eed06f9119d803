"use client";

import { CalendarSyncIcon, CopyIcon, RefreshCwIcon } from "lucide-react";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/toast";
import { apiFetch } from "@/lib/api-client/request";
import { toastApiError } from "@/lib/api-client/toast-error";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";

const FEED_PATH = "/api/admin/calendar-feed";

/** The same feed as a webcal: link, which opens Apple Calendar's "subscribe" on a Mac or an iPhone. */
export const webcalUrl = (url: string) => url.replace(/^https?:/i, "webcal:");

/**
 * The magician's private calendar feed: the subscription URL to paste into Google Calendar or
 * Apple Calendar (every pending, confirmed and completed booking, kept up to date by the calendar
 * app), with Copy, how to subscribe, and "Make a new link", which stops the old one working.
 */
export function CalendarFeedCard() {
  const [url, setUrl] = React.useState<string | null>(null);
  const [confirming, setConfirming] = React.useState(false);
  const [busy, setBusy] = React.useState(false);

  React.useEffect(() => {
    let current = true;
    apiFetch<{ url: string }>(FEED_PATH)
      .then((answer) => current && setUrl(answer.url))
      .catch((error) => current && toastApiError(error, { title: "Could not load the calendar link" }));
    return () => {
      current = false;
    };
  }, []);

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Calendar link copied", "Paste it into your calendar app.");
    } catch {
      toast.error("Could not copy", "Select the link and copy it by hand.");
    }
  }

  async function rotate() {
    setBusy(true);
    try {
      const answer = await apiFetch<{ url: string }>(FEED_PATH, { method: "POST", body: {} });
      setUrl(answer.url);
      setConfirming(false);
      toast.success("New calendar link made", "The old link no longer works: subscribe again with this one.");
    } catch (error) {
      toastApiError(error, { title: "Could not make a new link" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <CalendarSyncIcon aria-hidden="true" className="size-5 text-primary" />
          Calendar feed
        </CardTitle>
        <CardDescription>
          {url === null
            ? "Loading…"
            : "Your bookings in your own calendar: pending, confirmed and completed ones, from 90 days ago on."}
        </CardDescription>
      </CardHeader>
      {url !== null && (
        <CardContent className="space-y-4 text-sm">
          <div className="space-y-1.5">
            <Label htmlFor="calendar-feed-url">Subscription link</Label>
            <div className="flex flex-wrap gap-2 sm:flex-nowrap">
              <Input
                id="calendar-feed-url"
                readOnly
                value={url}
                spellCheck={false}
                className="font-mono text-xs"
                onFocus={(event) => event.currentTarget.select()}
                aria-describedby="calendar-feed-private"
              />
              <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
                <CopyIcon aria-hidden="true" />
                Copy link
              </Button>
            </div>
            <p id="calendar-feed-private" className="text-muted-foreground">
              Keep it private: anyone with this link can see your bookings, with your clients&apos; names, phone numbers
              and addresses.
            </p>
          </div>
          <div className="space-y-1">
            <p className="font-medium">How to subscribe</p>
            <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
              <li>
                <span className="text-foreground">Google Calendar</span> (on a computer): next to &ldquo;Other
                calendars&rdquo; click +, choose &ldquo;From URL&rdquo;, paste the link and click &ldquo;Add
                calendar&rdquo;. Google can take several hours to show changes.
              </li>
              <li>
                <span className="text-foreground">Apple Calendar</span>: on a Mac, File → New Calendar Subscription and
                paste the link; on an iPhone or iPad, open this page there and tap{" "}
                <a href={webcalUrl(url)} className="text-primary underline underline-offset-4">
                  Subscribe in Apple Calendar
                </a>
                .
              </li>
            </ul>
          </div>
          <Button type="button" size="sm" variant="outline" onClick={() => setConfirming(true)} disabled={busy}>
            <RefreshCwIcon aria-hidden="true" />
            Make a new link
          </Button>
        </CardContent>
      )}
      <ConfirmDialog
        open={confirming}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void rotate()}
        title="Make a new calendar link?"
        description="The current link stops working at once: calendars subscribed to it no longer get your bookings. Subscribe again with the new link. Do this if the link may have been shared by mistake."
        confirmLabel="Make a new link"
      />
    </Card>
  );
}
