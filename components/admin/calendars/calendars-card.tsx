"use client";

import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import { toast } from "@/lib/toast";
import { DEFAULT_CALENDAR_SETTINGS, type CalendarSettings } from "@/lib/validation/calendars";
import { AddFeedForm } from "./add-feed-form";
import { AllDaySetting } from "./all-day-setting";
import { FeedList } from "./feed-list";
import { GoogleCalendarSection } from "./google-calendar-section";
import type { CalendarsOverview } from "./types";

/**
 * The magician's own calendars (Settings): Google Calendar and ICS feeds whose busy times the site
 * takes out of what it offers, as it does for its own bookings. Read with GET /api/admin/calendars.
 */
export function CalendarsCard({ settings }: { settings?: CalendarSettings }) {
  const [overview, setOverview] = useState<CalendarsOverview | null>(null);
  const [failed, setFailed] = useState(false);
  const [syncing, setSyncing] = useState(false);

  const load = useCallback(() => {
    api("listCalendars")
      .then((loaded) => {
        setOverview(loaded);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, []);
  useEffect(load, [load]);

  async function syncNow() {
    setSyncing(true);
    try {
      const { events } = await api("syncCalendars");
      toast.success("Calendars synced", `${events} busy ${events === 1 ? "event" : "events"} read.`);
      load();
    } catch (error) {
      toastApiError(error, { title: "Sync failed", description: "The calendars could not be synced." });
    } finally {
      setSyncing(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Calendars</CardTitle>
        <CardDescription>
          Busy times in your own calendars are not offered to customers, like your bookings here. Synced every 10
          minutes; only you see their titles.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {failed && (
          <p role="alert" className="text-sm text-destructive">
            Your calendars could not be loaded. Please reload the page.
          </p>
        )}
        {!overview && !failed && <Skeleton className="h-20 w-full" />}
        {overview && (
          <>
            <GoogleCalendarSection />
            <Separator />
            <section className="grid gap-3" aria-label="Calendar feeds (ICS)">
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-sm font-medium">Calendar feeds (ICS)</h3>
                <Button size="sm" variant="outline" disabled={syncing} onClick={() => void syncNow()}>
                  {syncing ? "Syncing..." : "Sync now"}
                </Button>
              </div>
              <FeedList feeds={overview.feeds} onChanged={load} />
              <AddFeedForm onAdded={load} />
            </section>
          </>
        )}
        <Separator />
        <AllDaySetting initial={settings ?? DEFAULT_CALENDAR_SETTINGS} />
      </CardContent>
    </Card>
  );
}
