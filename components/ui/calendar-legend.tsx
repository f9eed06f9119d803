import * as React from "react";

import { cn } from "@/lib/utils";

type LegendItem = { label: string; swatch: string; struck?: boolean };

const LEGEND: LegendItem[] = [
  { label: "Available", swatch: "bg-day-available" },
  { label: "Busy", swatch: "bg-day-busy" },
  { label: "Full", swatch: "bg-day-full" },
  { label: "Not Available", swatch: "bg-day-blocked", struck: true },
];

/** Colour key shown under the calendar: Available, Busy, Full, Not Available. */
export function CalendarLegend({ className, ...props }: React.ComponentProps<"ul">) {
  return (
    <ul
      data-slot="calendar-legend"
      aria-label="Calendar legend"
      className={cn("flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted-foreground", className)}
      {...props}
    >
      {LEGEND.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn("relative inline-block size-3 rounded-sm", item.swatch)}>
            {item.struck && <span className="absolute inset-x-0 top-1/2 h-px -translate-y-1/2 bg-background" />}
          </span>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
