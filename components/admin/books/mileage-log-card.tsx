"use client";

import { DownloadIcon } from "lucide-react";
import * as React from "react";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatGBP } from "@/lib/domain/money";
import { HIGHER_RATE_MILES, HIGHER_RATE_PENCE, LOWER_RATE_PENCE } from "@/lib/domain/mileage";
import { api, apiPath, type Answer } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import { toast } from "@/lib/toast";
import { AddJourneyForm } from "./add-journey-form";
import { CorrectJourneyDialog, type MileageRow } from "./correct-journey-dialog";

type MileageLog = Answer<"getMileageLog">;

const MILES_FROM: Record<MileageRow["milesFrom"], string> = {
  maps: "maps",
  table: "travel table",
  unknown: "drive unknown: correct it",
  corrected: "corrected",
  entered: "entered by hand",
};

/**
 * The tax year's mileage log: the journeys of performed bookings (from the travel engine's drives;
 * corrected, never deleted) and those entered by hand (deleted when wrong), with HMRC's allowance,
 * the year as a CSV or a PDF, and the form to add a journey.
 */
export function MileageLogCard({
  taxYear,
  today,
  onChanged,
}: {
  taxYear: string;
  today: string;
  onChanged: () => void;
}) {
  const [log, setLog] = React.useState<MileageLog | null>(null);
  const [correcting, setCorrecting] = React.useState<MileageRow | null>(null);
  const [deleting, setDeleting] = React.useState<MileageRow | null>(null);
  const [busy, setBusy] = React.useState(false);

  const load = React.useCallback(async () => {
    try {
      setLog(await api("getMileageLog", { query: { taxYear } }));
    } catch (error) {
      toastApiError(error, { title: "Could not load the mileage log" });
    }
  }, [taxYear]);

  React.useEffect(() => {
    setLog(null);
    void load();
  }, [load]);

  function changed() {
    void load();
    onChanged();
  }

  async function remove(row: MileageRow) {
    setBusy(true);
    try {
      await api("deleteMileageJourney", { params: { id: row.id } });
      toast.success("Journey deleted", `${row.from} to ${row.to} on ${row.date}.`);
      setDeleting(null);
      changed();
    } catch (error) {
      toastApiError(error, { title: "Journey not deleted" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Mileage log</CardTitle>
        <CardDescription>
          Each performed booking&apos;s journey (from home or the day&apos;s previous gig, and home after the last) and
          journeys you add. Allowance: {HIGHER_RATE_PENCE}p a mile for the first{" "}
          {HIGHER_RATE_MILES.toLocaleString("en-GB")} miles of the tax year, {LOWER_RATE_PENCE}p after.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm" variant="outline">
            <a href={apiPath("exportMileageCsv", { query: { taxYear } })} download>
              <DownloadIcon aria-hidden="true" />
              Mileage (CSV)
            </a>
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={apiPath("exportMileagePdf", { query: { taxYear } })} download>
              <DownloadIcon aria-hidden="true" />
              Mileage (PDF)
            </a>
          </Button>
        </div>
        {log === null ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : (
          <>
            <p className="text-sm" data-testid="mileage-totals">
              <span className="font-medium">{log.totalMiles.toLocaleString("en-GB")} miles</span> in {log.taxYear}:
              allowance <span className="font-medium">{formatGBP(log.allowancePence)}</span>
            </p>
            {log.rows.length === 0 ? (
              <p className="text-sm text-muted-foreground">No journeys in this tax year yet.</p>
            ) : (
              <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Journeys">
                {log.rows.map((row) => (
                  <li key={row.id} className="grid gap-1 p-3 text-sm sm:grid-cols-[7rem_1fr_auto] sm:items-center">
                    <span className="font-medium">{row.date}</span>
                    <span>
                      {row.from} → {row.to}
                      <span className="block text-muted-foreground">
                        {row.purpose} · {MILES_FROM[row.milesFrom]}
                      </span>
                    </span>
                    <span className="flex flex-wrap items-center gap-2 sm:justify-end">
                      <span className="tabular-nums">
                        {row.miles} mi · {formatGBP(row.allowancePence)}
                      </span>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setCorrecting(row)}
                        aria-label={`Correct ${row.date} ${row.to}`}
                      >
                        Correct
                      </Button>
                      {row.source === "manual" && (
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => setDeleting(row)}
                          aria-label={`Delete ${row.date} ${row.to}`}
                        >
                          Delete
                        </Button>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        <AddJourneyForm today={today} onAdded={changed} />
      </CardContent>
      <CorrectJourneyDialog
        row={correcting}
        onClose={() => setCorrecting(null)}
        onSaved={() => {
          setCorrecting(null);
          changed();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
        title="Delete this journey?"
        description={deleting ? `${deleting.date}: ${deleting.from} to ${deleting.to}, ${deleting.miles} miles.` : ""}
        confirmLabel="Delete journey"
      />
    </Card>
  );
}
