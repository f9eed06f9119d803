"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { formatGBP } from "@/lib/domain/money";
import { BOOKING_FILTER_KEYS, BOOKING_SOURCE_LABELS } from "@/lib/validation/booking-list";
import { ApiError, apiPage } from "@/lib/api-client/request";
import { useBookingActions } from "./booking-actions-context";
import { BookingsFilters, type BookingFilters } from "./bookings-filters";
import { StatusBadge } from "@/components/shared/status-badge";
import type { AdminBooking } from "./types";

/** Rows per page of the table (the API allows up to 500). */
const PAGE_SIZE = 25;

const SOURCE_LABEL: Record<string, string> = BOOKING_SOURCE_LABELS;

/** A cell: a line of its row's card on a phone, a table cell from 640 px. */
const cell = (extra = "") => `block py-0.5 pr-3 sm:table-cell sm:py-2 ${extra}`;

/**
 * A cell whose value needs its name on a phone, where the cards have no column headers: the name is
 * drawn from data-label by CSS, so the cell's text stays the value alone.
 */
const labelled = (extra = "") =>
  cell(
    `before:mr-1 before:text-muted-foreground before:normal-case before:content-[attr(data-label)] sm:before:content-none ${extra}`,
  );

/**
 * The magician's bookings table: search, filters, sort and pages, all answered by the server
 * (GET /api/admin/bookings). The state is the page URL's query (tab=bookings, the filters and the
 * page's cursor): a view can be shared, and Back returns to the previous filters or page.
 */
export function BookingsTable() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const { openDetails, changes } = useBookingActions();

  const filters = React.useMemo(() => {
    const out: BookingFilters = {};
    for (const key of BOOKING_FILTER_KEYS) {
      const value = searchParams.get(key);
      if (value) out[key] = value;
    }
    return out;
  }, [searchParams]);
  const cursor = searchParams.get("cursor");

  const query = React.useMemo(() => {
    const params = new URLSearchParams(filters as Record<string, string>);
    params.set("limit", String(PAGE_SIZE));
    if (cursor) params.set("cursor", cursor);
    return params.toString();
  }, [filters, cursor]);

  const [rows, setRows] = React.useState<AdminBooking[] | null>(null);
  const [next, setNext] = React.useState<string | null>(null);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [failure, setFailure] = React.useState<string | null>(null);

  React.useEffect(() => {
    let live = true;
    apiPage<AdminBooking>(`/api/admin/bookings?${query}`)
      .then((page) => {
        if (!live) return;
        setRows(page.items);
        setNext(page.next ? new URL(page.next, window.location.origin).searchParams.get("cursor") : null);
        setErrors({});
        setFailure(null);
      })
      .catch((error: unknown) => {
        if (!live) return;
        setRows([]);
        setNext(null);
        setErrors(error instanceof ApiError ? (error.fieldErrors ?? {}) : {});
        setFailure(error instanceof ApiError ? error.message : "Failed to load bookings.");
      });
    return () => {
      live = false;
    };
  }, [query, changes]);

  const navigate = React.useCallback(
    (changes: Record<string, string | null>, mode: "push" | "replace") => {
      const params = new URLSearchParams(searchParams.toString());
      for (const [key, value] of Object.entries(changes)) {
        if (value) params.set(key, value);
        else params.delete(key);
      }
      params.set("tab", "bookings");
      const target = `${pathname}?${params.toString()}`;
      if (mode === "push") router.push(target, { scroll: false });
      else router.replace(target, { scroll: false });
    },
    [pathname, router, searchParams],
  );

  // A filter change starts again from the first page.
  const onFilters = React.useCallback(
    (changes: BookingFilters, mode: "push" | "replace") => navigate({ ...changes, cursor: null }, mode),
    [navigate],
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>All Bookings</CardTitle>
        <CardDescription>Search and filter every booking; the view is kept in the page address.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <BookingsFilters filters={filters} errors={errors} onChange={onFilters} />
        {failure && Object.keys(errors).length === 0 && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        {rows === null ? (
          <p className="text-sm text-muted-foreground">Loading bookings…</p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No bookings match.</p>
        ) : (
          // On a phone each row is a card (label and value per line, View at its top right), so nothing
          // scrolls sideways; from 640 px it is the table. relative: the header's sr-only label is
          // positioned, and would otherwise escape the scroll and widen the page.
          <div className="relative sm:overflow-x-auto">
            <table className="block w-full text-left text-sm sm:table" aria-label="Bookings">
              <thead className="hidden text-muted-foreground sm:table-header-group">
                <tr>
                  {["#", "Client", "Event", "Status", "Payment", "Source", "Total"].map((h) => (
                    <th key={h} scope="col" className="py-2 pr-3 font-medium">
                      {h}
                    </th>
                  ))}
                  <th scope="col" className="py-2 pr-3 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="block sm:table-row-group">
                {rows.map((b) => (
                  <tr
                    key={b.id}
                    className="relative block border-t border-border py-3 sm:table-row sm:py-0"
                    data-testid="booking-row"
                  >
                    <td className={cell("tabular-nums")}>#{b.id}</td>
                    <td className={cell("pr-20 sm:pr-3")}>
                      <div className="font-medium [overflow-wrap:anywhere]">{b.clientName}</div>
                      <div className="text-xs text-muted-foreground">{b.clientPhone}</div>
                    </td>
                    <td className={cell("sm:whitespace-nowrap")}>
                      {formatIsoDateLong(b.eventDate)}
                      <div className="text-xs text-muted-foreground">
                        {b.startTime}–{b.endTime}
                      </div>
                    </td>
                    <td className={cell()}>
                      <StatusBadge status={b.status} />
                    </td>
                    <td className={labelled("capitalize")} data-label="Payment:">
                      {b.paymentStatus}
                    </td>
                    <td className={labelled()} data-label="Source:">
                      {SOURCE_LABEL[b.source] ?? b.source}
                      {b.barId !== null && <div className="text-xs text-muted-foreground">Partner bar</div>}
                    </td>
                    <td className={labelled("tabular-nums")} data-label="Total:">
                      {formatGBP(b.totalPence)}
                    </td>
                    <td className="absolute top-3 right-0 sm:static sm:table-cell sm:py-2">
                      <Button size="sm" variant="outline" onClick={() => openDetails(b)}>
                        View
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          {cursor && (
            <Button variant="outline" onClick={() => navigate({ cursor: null }, "push")}>
              First page
            </Button>
          )}
          {next && (
            <Button variant="outline" onClick={() => navigate({ cursor: next }, "push")}>
              Next page
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
