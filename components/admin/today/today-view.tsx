"use client";

import { ArrowLeftIcon, ChevronLeftIcon, ChevronRightIcon, FilesIcon, NavigationIcon, PhoneIcon } from "lucide-react";
import Link from "next/link";

import { StatusBadge } from "@/components/shared/status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { apiPath, type Answer } from "@/lib/api-client";
import { formatDriveMinutes } from "@/lib/domain/day-plan";
import { addDays, formatIsoDateLong } from "@/lib/domain/dates";
import { eventTypeLabel } from "@/lib/domain/event-types";
import { formatGBP } from "@/lib/domain/money";
import { OnMyWayButton } from "./on-my-way-button";
import { RunSheetLink } from "./run-sheet-link";

export type TodayData = Answer<"getToday">;
type Gig = TodayData["gigs"][number];

/** Where the drive starts and how long it is, in words. */
function driveWords(gig: Gig, gigs: Gig[]): string {
  if (gig.driveMinutes === null) return "Drive not known (no postcode, or a place your travel table does not cover)";
  const from =
    gig.from.kind === "gig" ? gigs.find((g) => g.id === (gig.from as { bookingId: number }).bookingId) : null;
  const miles = gig.driveMiles !== null ? `, ${Math.round(gig.driveMiles)} miles` : "";
  return `${formatDriveMinutes(gig.driveMinutes)}${miles} from ${from ? from.eventLocation : "home"}`;
}

function GigCard({ gig, gigs, isToday }: { gig: Gig; gigs: Gig[]; isToday: boolean }) {
  return (
    <Card data-testid="today-gig">
      <CardHeader className="gap-1">
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="text-lg">
            {gig.startTime}–{gig.endTime} · {gig.eventLocation}
          </CardTitle>
          <StatusBadge status={gig.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {eventTypeLabel(gig.eventType)} for {gig.clientName}
        </p>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-base font-semibold" data-testid="leave-by">
          {gig.leaveBy ? `Leave by ${gig.leaveBy}` : "Leave-by time not known"}
        </p>
        <p className="text-sm text-muted-foreground">{driveWords(gig, gigs)}</p>
        <p className="text-sm [overflow-wrap:anywhere]">{gig.eventAddress || gig.postcode || "Address not provided"}</p>
        {gig.parkingAvailable !== null && (
          <p className="text-sm">{gig.parkingAvailable ? "Parking at the venue" : "No parking at the venue"}</p>
        )}
        {gig.owedPence > 0 && <p className="text-sm font-medium">{formatGBP(gig.owedPence)} to collect on the day</p>}
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {gig.callHref && (
            <Button asChild variant="outline" size="sm">
              <a href={gig.callHref} aria-label={`Call ${gig.clientName}`}>
                <PhoneIcon aria-hidden="true" /> Call
              </a>
            </Button>
          )}
          {gig.directionsHref && (
            <Button asChild variant="outline" size="sm">
              <a href={gig.directionsHref} target="_blank" rel="noopener noreferrer">
                <NavigationIcon aria-hidden="true" /> Directions
              </a>
            </Button>
          )}
          <RunSheetLink bookingId={gig.id} />
          {isToday && <OnMyWayButton bookingId={gig.id} />}
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * The magician's day on the phone: the gigs in order, each with the time to leave by (the drive from
 * home or from the gig before), the address, a call and a directions link, its run sheet and, today,
 * "On my way". The day's run sheets come as one PDF.
 */
export function TodayView({ data }: { data: TodayData }) {
  const { date, gigs, isToday } = data;
  return (
    <div className="space-y-4">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link href="/admin/magician">
          <ArrowLeftIcon aria-hidden="true" /> Dashboard
        </Link>
      </Button>
      <header className="space-y-1">
        <h1 className="font-display text-3xl text-primary">{isToday ? "Today" : "Your day"}</h1>
        <p className="text-sm text-muted-foreground">{formatIsoDateLong(date)}</p>
      </header>
      <nav aria-label="Other days" className="flex items-center justify-between gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link href={`/admin/magician/today?date=${addDays(date, -1)}`}>
            <ChevronLeftIcon aria-hidden="true" /> Day before
          </Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link href={`/admin/magician/today?date=${addDays(date, 1)}`}>
            Day after <ChevronRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </nav>
      {gigs.length === 0 ? (
        <p className="rounded-md border p-4 text-sm text-muted-foreground">No gigs on this day.</p>
      ) : (
        <>
          <Button asChild className="w-full sm:w-auto">
            <a href={apiPath("getDayRunSheets", { query: { date } })} download={`run-sheets-${date}.pdf`}>
              <FilesIcon aria-hidden="true" /> Day&apos;s run sheets
            </a>
          </Button>
          <ol className="space-y-4">
            {gigs.map((gig) => (
              <li key={gig.id}>
                <GigCard gig={gig} gigs={gigs} isToday={isToday} />
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
