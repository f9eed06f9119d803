"use client";

import { DownloadIcon } from "lucide-react";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { taxYearOf, taxYearStarting, type TaxYearBasis } from "@/lib/domain/tax-year";
import { apiPath } from "@/lib/api-client";
import { MileageLogCard } from "./mileage-log-card";
import { TaxQuartersCard } from "./tax-quarters-card";

/** Tax years offered: this one, the next, and the six before (HMRC asks for records to be kept that long). */
function taxYearChoices(today: string): string[] {
  const current = taxYearOf(today).startYear;
  return Array.from({ length: 8 }, (_, i) => taxYearStarting(current + 1 - i).label);
}

/**
 * The books of a tax year: the mileage log, the quarters for Making Tax Digital and the accountant's
 * pack (every document's PDF and the year's CSVs in one ZIP).
 */
export function BooksTab({ today }: { today: string }) {
  const [taxYear, setTaxYear] = React.useState(() => taxYearOf(today).label);
  const [basis, setBasis] = React.useState<TaxYearBasis>("standard");
  const [version, setVersion] = React.useState(0);
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Tax year</CardTitle>
          <CardDescription>
            6 April to 5 April. Choose the year to see, download or send to your accountant.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap items-end gap-3">
          <div className="w-40 space-y-1.5">
            <Label htmlFor="books-tax-year">Tax year</Label>
            <select
              id="books-tax-year"
              value={taxYear}
              onChange={(e) => setTaxYear(e.target.value)}
              className="h-9 w-full rounded-md border border-input bg-background px-2 text-sm"
            >
              {taxYearChoices(today).map((label) => (
                <option key={label} value={label}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <Button asChild variant="outline">
            <a href={apiPath("downloadAccountantsPack", { query: { taxYear, basis } })} download>
              <DownloadIcon aria-hidden="true" />
              Accountant&apos;s pack (ZIP)
            </a>
          </Button>
        </CardContent>
      </Card>
      <div className="grid items-start gap-6 xl:grid-cols-[2fr_1fr]">
        <MileageLogCard taxYear={taxYear} today={today} onChanged={() => setVersion((v) => v + 1)} />
        <TaxQuartersCard taxYear={taxYear} basis={basis} onBasis={setBasis} version={version} />
      </div>
    </div>
  );
}
