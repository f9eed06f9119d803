"use client";

import { Button } from "@/components/ui/button";
import type { GoogleCalendarSummaryDto } from "./types";

/**
 * Google Calendar in the Calendars card: the way to connect it when the server has an OAuth client
 * (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET), else what it needs.
 */
export function GoogleCalendarSection({ google }: { google: GoogleCalendarSummaryDto; onChanged?: () => void }) {
  return (
    <section className="space-y-2" aria-label="Google Calendar">
      <h3 className="text-sm font-medium">Google Calendar</h3>
      {google.configured ? (
        <Button asChild variant="outline" size="sm">
          {/* eslint-disable-next-line no-restricted-syntax -- a page the browser goes to (Google's consent), not a call; its route comes with the Google connection */}
          <a href="/api/admin/calendars/google/connect">Connect Google Calendar</a>
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">
          Connecting Google Calendar needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET in the server&apos;s configuration.
        </p>
      )}
    </section>
  );
}
