"use client";

import { TriangleAlertIcon } from "lucide-react";

import { areasWithoutDrive, normaliseTravelArea, type TravelArea } from "@/lib/domain/travel";

/**
 * By distance, the postcode areas the table gives no drive for: a venue there is not priced or booked
 * online but sent to the enquiry form (unless the maps service, when set up, finds its drive).
 */
export function TravelAreasWarning({ areas }: { areas: readonly TravelArea[] }) {
  const rows = areas.flatMap((row) => {
    const area = normaliseTravelArea(row.area);
    return area ? [{ ...row, area }] : [];
  });
  const missing = areasWithoutDrive(rows);
  if (missing.length === 0) return null;
  const names = missing.map(({ area, onlyDistricts }) =>
    onlyDistricts.length > 0 ? `${area} (only ${onlyDistricts.join(", ")} set)` : area,
  );
  return (
    <div
      role="status"
      data-testid="travel-areas-warning"
      className="grid gap-1 rounded-lg border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
    >
      <p className="flex items-center gap-2 font-medium">
        <TriangleAlertIcon className="size-4 text-amber-600" aria-hidden="true" />
        No drive is known for {missing.length} postcode area{missing.length === 1 ? "" : "s"}
      </p>
      <p className="text-muted-foreground">
        Venues there are not priced or booked online: visitors are asked to send an enquiry instead. Add a row for an
        area to take its bookings online.
      </p>
      <p className="break-words">{names.join(", ")}</p>
    </div>
  );
}
