"use client";

import * as React from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { formatGBP } from "@/lib/domain/money";
import type { TaxYearBasis } from "@/lib/domain/tax-year";
import { api, type Answer } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";

type Quarters = Answer<"getTaxQuarters">;

const shortDate = (date: string) => formatIsoDateLong(date).replace(/^\w+, /, "");

/**
 * The tax year's four Making Tax Digital quarters: turnover (net of VAT, credit notes taken off),
 * VAT, documents and mileage allowance, on the standard basis (6 April) or the calendar one (1 April).
 */
export function TaxQuartersCard({
  taxYear,
  basis,
  onBasis,
  version,
}: {
  taxYear: string;
  basis: TaxYearBasis;
  onBasis: (basis: TaxYearBasis) => void;
  /** bumped when the mileage log changes, to read the quarters again */
  version: number;
}) {
  const [quarters, setQuarters] = React.useState<Quarters | null>(null);

  React.useEffect(() => {
    let live = true;
    setQuarters(null);
    api("getTaxQuarters", { query: { taxYear, basis } })
      .then((answer) => live && setQuarters(answer))
      .catch((error) => live && toastApiError(error, { title: "Could not load the quarters" }));
    return () => {
      live = false;
    };
  }, [taxYear, basis, version]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Quarters</CardTitle>
        <CardDescription>
          What each quarterly update reports: receipts, invoices and credit notes by date of issue, and the mileage
          allowance of the journeys.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="max-w-xs space-y-1.5">
          <Label htmlFor="tax-basis">Basis</Label>
          <select
            id="tax-basis"
            value={basis}
            onChange={(e) => onBasis(e.target.value as TaxYearBasis)}
            className="h-9 w-full rounded-md border border-input bg-background px-2 text-sm"
          >
            <option value="standard">Standard (from 6 April)</option>
            <option value="calendar">Calendar (from 1 April)</option>
          </select>
        </div>
        {quarters === null ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : (
          <ol className="grid gap-3 sm:grid-cols-2" aria-label="Quarters">
            {quarters.quarters.map((q, i) => (
              <li key={q.from} className="rounded-lg border border-border p-3 text-sm">
                <p className="font-medium">
                  Q{i + 1}: {shortDate(q.from)} – {shortDate(q.to)}
                </p>
                <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1">
                  <dt className="text-muted-foreground">Turnover</dt>
                  <dd className="text-right tabular-nums">{formatGBP(q.turnoverPence)}</dd>
                  <dt className="text-muted-foreground">VAT</dt>
                  <dd className="text-right tabular-nums">{formatGBP(q.vatPence)}</dd>
                  <dt className="text-muted-foreground">Mileage allowance</dt>
                  <dd className="text-right tabular-nums">{formatGBP(q.mileageAllowancePence)}</dd>
                  <dt className="text-muted-foreground">Documents</dt>
                  <dd className="text-right tabular-nums">{q.documents}</dd>
                </dl>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
