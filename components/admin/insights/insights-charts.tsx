"use client";

/**
 * The Insights charts (recharts). Each sits in a ResponsiveContainer with a minimum height, so it
 * fits a phone's width; each is labelled as a picture whose figures are in the table beside it.
 */
import type { ReactElement } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { MONEY_KEPT_LABEL, type Insights } from "@/lib/domain/insights";
import { COLOURS, eventTypeLabel, monthLabel, pounds, VENUE_LABELS } from "./format";

const AXIS = { fontSize: 12, fill: "currentColor" } as const;
const TOOLTIP = {
  contentStyle: { background: "var(--popover)", color: "var(--popover-foreground)", borderRadius: 8 },
} as const;

/** '£1.2k' on a money axis. */
const shortPounds = (value: number) => (Math.abs(value) >= 1000 ? `£${(value / 1000).toFixed(1)}k` : `£${value}`);

function Frame({ label, children }: { label: string; children: ReactElement }) {
  return (
    <div
      role="img"
      aria-label={`${label}. The figures are in the table below.`}
      className="h-72 min-h-64 w-full text-muted-foreground"
    >
      <ResponsiveContainer width="100%" height="100%" minHeight={256}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}

export function MonthsChart({ months }: Pick<Insights, "months">) {
  const data = months.map((m) => ({ ...m, label: monthLabel(m.month) }));
  return (
    <Frame label="Chart of bookings (bars) and money kept (line) per month">
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
        <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" minTickGap={12} />
        <YAxis yAxisId="count" allowDecimals={false} tick={AXIS} width={32} />
        <YAxis yAxisId="money" orientation="right" tick={AXIS} tickFormatter={shortPounds} width={52} />
        <Tooltip
          {...TOOLTIP}
          formatter={(value, name) => (name === MONEY_KEPT_LABEL ? pounds(Number(value)) : value)}
        />
        <Legend />
        <Bar yAxisId="count" dataKey="bookings" name="Bookings" fill={COLOURS.bookings} radius={[4, 4, 0, 0]} />
        <Line
          yAxisId="money"
          type="monotone"
          dataKey="revenue"
          name={MONEY_KEPT_LABEL}
          stroke={COLOURS.revenue}
          strokeWidth={2}
          dot={false}
        />
      </ComposedChart>
    </Frame>
  );
}

export function LeadsChart({ months }: Pick<Insights, "months">) {
  const data = months.map((m) => ({ ...m, label: monthLabel(m.month) }));
  return (
    <Frame label="Chart of leads and converted leads per month">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
        <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" minTickGap={12} />
        <YAxis allowDecimals={false} tick={AXIS} width={32} />
        <Tooltip {...TOOLTIP} />
        <Legend />
        <Bar dataKey="leads" name="Leads" fill={COLOURS.leads} radius={[4, 4, 0, 0]} />
        <Bar dataKey="converted" name="Converted" fill={COLOURS.converted} radius={[4, 4, 0, 0]} />
      </BarChart>
    </Frame>
  );
}

/** Bookings and revenue per category (event type or venue), as horizontal bars (long names fit a phone). */
function CategoryChart({
  label,
  data,
}: {
  label: string;
  data: { name: string; bookings: number; revenue: number }[];
}) {
  return (
    <Frame label={label}>
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
        <XAxis type="number" xAxisId="money" orientation="bottom" tick={AXIS} tickFormatter={shortPounds} />
        <XAxis type="number" xAxisId="count" orientation="top" allowDecimals={false} tick={AXIS} />
        <YAxis type="category" dataKey="name" tick={AXIS} width={96} />
        <Tooltip
          {...TOOLTIP}
          formatter={(value, name) => (name === MONEY_KEPT_LABEL ? pounds(Number(value)) : value)}
        />
        <Legend />
        <Bar xAxisId="count" dataKey="bookings" name="Bookings" fill={COLOURS.bookings} radius={[0, 4, 4, 0]} />
        <Bar xAxisId="money" dataKey="revenue" name={MONEY_KEPT_LABEL} fill={COLOURS.revenue} radius={[0, 4, 4, 0]} />
      </BarChart>
    </Frame>
  );
}

export function EventTypeChart({ byEventType }: Pick<Insights, "byEventType">) {
  const data = byEventType.map((e) => ({
    name: eventTypeLabel(e.eventType),
    bookings: e.bookings,
    revenue: e.revenue,
  }));
  return <CategoryChart label="Chart of bookings and money kept per event type" data={data} />;
}

export function VenueChart({ byVenue }: Pick<Insights, "byVenue">) {
  const data = byVenue.map((v) => ({ name: VENUE_LABELS[v.venue], bookings: v.bookings, revenue: v.revenue }));
  return <CategoryChart label="Chart of bookings and money kept per venue" data={data} />;
}
