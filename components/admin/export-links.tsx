"use client";

import { DownloadIcon } from "lucide-react";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { exportBookingsQuerySchema, type ExportBookingsQuery } from "@/lib/validation/admin";
import { fieldErrors } from "@/lib/validation/common";
import { apiPath } from "@/lib/api-client/paths";

export const BOOKINGS_EXPORT_PATH = apiPath("exportBookings");
// The leads link lives apart, without the date schema (zod), because the Leads tab loads with the dashboard.
export { LEADS_EXPORT_PATH, LeadsExportLink } from "./leads-export-link";

/** The export's address with only the dates that were given (a blank date is no limit). */
export function bookingsExportHref(range: ExportBookingsQuery): string {
  return apiPath("exportBookings", { query: { from: range.from, to: range.to } });
}

/**
 * "Export bookings (CSV)" with an optional event-date range. A plain link with `download`: the
 * browser streams the file straight to disk (nothing is held in this page), and the server's
 * Content-Disposition names it. The range is checked here with the server's schema, so a link to
 * a 400 (to before from) is never offered.
 */
export function BookingsExportCard() {
  const [range, setRange] = React.useState({ from: "", to: "" });
  const parsed = exportBookingsQuerySchema.safeParse(range);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const label = "Export bookings (CSV)";
  return (
    <Card>
      <CardHeader>
        <CardTitle>Export for the accountant</CardTitle>
        <CardDescription>
          Bookings as a spreadsheet file, by event date. Leave a date empty for no limit.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2">
          {(["from", "to"] as const).map((field) => (
            <div key={field} className="space-y-1.5">
              <Label htmlFor={`export-${field}`}>{field === "from" ? "From (event date)" : "To (event date)"}</Label>
              <Input
                id={`export-${field}`}
                type="date"
                value={range[field]}
                onChange={(e) => setRange((r) => ({ ...r, [field]: e.target.value }))}
                aria-invalid={!!errors[field]}
                aria-describedby={errors[field] ? `export-${field}-error` : undefined}
              />
              {errors[field] && (
                <p id={`export-${field}-error`} className="text-sm text-destructive">
                  {errors[field]}
                </p>
              )}
            </div>
          ))}
        </div>
        {parsed.success ? (
          <Button asChild>
            <a href={bookingsExportHref(parsed.data)} download>
              <DownloadIcon aria-hidden="true" />
              {label}
            </a>
          </Button>
        ) : (
          <Button disabled>
            <DownloadIcon aria-hidden="true" />
            {label}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
