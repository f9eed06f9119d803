"use client";

/**
 * The magician's Insights tab (loaded only when the tab opens: magician-dashboard.tsx imports it
 * with next/dynamic). Fetches GET /api/admin/insights and shows each section as a chart and, with
 * the same figures, a table. Definitions of the figures: lib/domain/insights.ts.
 */
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { MONEY_FIGURE_CAPTIONS, type Insights } from "@/lib/domain/insights";
import { api, ApiError } from "@/lib/api-client";
import { EventTypeChart, LeadsChart, MonthsChart, VenueChart } from "./insights-charts";
import { InsightsSkeleton } from "./insights-skeleton";
import { CommissionTable, EventTypeTable, LeadsTable, MonthsTable, VenueTable } from "./insights-tables";

function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

/** The sections for a loaded payload (also what the unit tests render with a fixed payload). */
export function InsightsView({ data }: { data: Insights }) {
  return (
    <div className="space-y-4">
      <Section
        title="Bookings and revenue"
        description={`Per month of the event date: the last 12 months and the next 6. ${MONEY_FIGURE_CAPTIONS.moneyKept} ${MONEY_FIGURE_CAPTIONS.refunded}`}
      >
        <MonthsChart months={data.months} />
        <MonthsTable months={data.months} />
      </Section>
      <Section title="Leads" description="Enquiries per month they arrived, and how many of them became a booking.">
        <LeadsChart months={data.months} />
        <LeadsTable months={data.months} />
      </Section>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="By event type" description={`The same 18 months. ${MONEY_FIGURE_CAPTIONS.moneyKept}`}>
          {data.byEventType.length > 0 ? (
            <EventTypeChart byEventType={data.byEventType} />
          ) : (
            <p className="text-sm text-muted-foreground">No bookings yet.</p>
          )}
          <EventTypeTable byEventType={data.byEventType} />
        </Section>
        <Section title="By venue" description={`Partner bars' events and your own. ${MONEY_FIGURE_CAPTIONS.moneyKept}`}>
          <VenueChart byVenue={data.byVenue} />
          <VenueTable byVenue={data.byVenue} />
        </Section>
      </div>
      <Section
        title="Commission owed to partner bars"
        description={`${MONEY_FIGURE_CAPTIONS.commission} The same 18 months.`}
      >
        {data.commissionByBar.length > 0 ? (
          <CommissionTable commissionByBar={data.commissionByBar} />
        ) : (
          <p className="text-sm text-muted-foreground">No partner bar bookings in this period.</p>
        )}
      </Section>
    </div>
  );
}

export function InsightsTab() {
  const [data, setData] = React.useState<Insights | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    let current = true;
    api("getInsights")
      .then((answer) => {
        if (!current) return;
        setData(answer);
        setError(null);
      })
      .catch((e) => current && setError(e instanceof ApiError ? e.message : "Could not load the insights."));
    return () => {
      current = false;
    };
  }, [attempt]);

  if (error && !data) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span>Could not load the insights: {error}</span>
        <Button variant="outline" size="sm" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </div>
    );
  }
  if (!data) return <InsightsSkeleton />;
  return <InsightsView data={data} />;
}
