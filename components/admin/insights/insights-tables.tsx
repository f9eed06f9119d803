/**
 * The Insights figures as accessible tables, one per chart: the same numbers a screen reader or a
 * keyboard user reads instead of the picture (caption, column and row headers with scope).
 */
import { MONEY_KEPT_LABEL, type Insights } from "@/lib/domain/insights";
import { eventTypeLabel, monthLabel, pounds, VENUE_LABELS } from "./format";

function Table({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: { key: string; header: string; cells: (string | number)[] }[];
}) {
  return (
    // Fits a phone's width (small type, narrow padding, row headers that wrap) rather than scrolling sideways.
    <div className="relative overflow-x-auto">
      <table className="w-full border-collapse text-xs sm:text-sm">
        <caption className="mb-2 text-left font-medium">{caption}</caption>
        <thead>
          <tr className="border-b">
            {head.map((h, i) => (
              <th
                key={h}
                scope="col"
                className={i === 0 ? "px-1.5 py-1 text-left sm:px-2" : "px-1.5 py-1 text-right sm:px-2"}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b last:border-0">
              <th scope="row" className="px-1.5 py-1 text-left font-normal [overflow-wrap:anywhere] sm:px-2">
                {row.header}
              </th>
              {row.cells.map((cell, i) => (
                <td key={i} className="px-1.5 py-1 text-right whitespace-nowrap tabular-nums sm:px-2">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function MonthsTable({ months }: Pick<Insights, "months">) {
  return (
    <Table
      caption="Bookings and money kept (received less refunded) per month (by event date)"
      head={["Month", "Bookings", MONEY_KEPT_LABEL, "Refunded"]}
      rows={months.map((m) => ({
        key: m.month,
        header: monthLabel(m.month),
        cells: [m.bookings, pounds(m.revenue), pounds(m.refunded)],
      }))}
    />
  );
}

export function LeadsTable({ months }: Pick<Insights, "months">) {
  return (
    <Table
      caption="Leads and converted leads per month (by enquiry date)"
      head={["Month", "Leads", "Converted"]}
      rows={months.map((m) => ({ key: m.month, header: monthLabel(m.month), cells: [m.leads, m.converted] }))}
    />
  );
}

export function EventTypeTable({ byEventType }: Pick<Insights, "byEventType">) {
  return (
    <Table
      caption="Bookings and money kept (received less refunded) per event type"
      head={["Event type", "Bookings", MONEY_KEPT_LABEL]}
      rows={byEventType.map((e) => ({
        key: e.eventType,
        header: eventTypeLabel(e.eventType),
        cells: [e.bookings, pounds(e.revenue)],
      }))}
    />
  );
}

export function VenueTable({ byVenue }: Pick<Insights, "byVenue">) {
  return (
    <Table
      caption="Bookings and money kept (received less refunded) per venue"
      head={["Venue", "Bookings", MONEY_KEPT_LABEL]}
      rows={byVenue.map((v) => ({
        key: v.venue,
        header: VENUE_LABELS[v.venue],
        cells: [v.bookings, pounds(v.revenue)],
      }))}
    />
  );
}

export function CommissionTable({ commissionByBar }: Pick<Insights, "commissionByBar">) {
  return (
    <Table
      caption="Commission owed per partner bar (bookings that still stand)"
      head={["Bar", "Bookings", "Commission"]}
      rows={commissionByBar.map((b) => ({
        key: String(b.barId),
        header: b.barName,
        cells: [b.bookings, pounds(b.commission)],
      }))}
    />
  );
}
