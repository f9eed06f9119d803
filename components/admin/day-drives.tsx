"use client";

import { CarIcon } from "lucide-react";
import * as React from "react";

import { api, type Answer } from "@/lib/api-client";

/** The drive from one gig of the day to the next. */
export type DayDrive = Answer<"getDayDrives">[number];

/** The drives between the selected day's consecutive gigs (none while loading or when it fails). */
export function useDayDrives(date: string, changes: number): DayDrive[] {
  const [drives, setDrives] = React.useState<DayDrive[]>([]);
  React.useEffect(() => {
    let live = true;
    api("getDayDrives", { query: { date } })
      .then((list) => live && setDrives(Array.isArray(list) ? list : []))
      .catch(() => live && setDrives([]));
    return () => {
      live = false;
    };
  }, [date, changes]);
  return drives;
}

const hours = (minutes: number) =>
  minutes >= 60 ? `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ""}` : `${minutes} min`;

/** Between two gigs in the day view: the drive, and the gap there is, flagged when it is shorter than the rule asks. */
export function DriveBetween({ drive }: { drive: DayDrive | undefined }) {
  if (!drive) return null;
  const short = drive.gapMinutes < drive.neededMinutes;
  const what =
    drive.minutes === null
      ? "Drive unknown (a venue without a postcode)"
      : `Drive ${hours(drive.minutes)}${drive.miles !== null ? `, ${drive.miles} miles` : ""}${drive.source === "table" ? " (your travel table)" : ""}`;
  return (
    <p
      className={`flex items-center gap-2 px-3 text-xs ${short ? "text-destructive" : "text-muted-foreground"}`}
      data-testid="day-drive"
    >
      <CarIcon className="size-3.5 shrink-0" aria-hidden="true" />
      {what} · {hours(Math.max(0, drive.gapMinutes))} between{short ? " (less than the drive needs)" : ""}
    </p>
  );
}
