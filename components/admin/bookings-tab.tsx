"use client";

import { useRouter } from "next/navigation";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Calendar, CalendarLegend, fromIsoDate, type DayState } from "@/components/ui/calendar";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { ADMIN_TOASTS } from "@/lib/validation/admin";
import { toast } from "@/lib/toast";
import { apiFetch, apiPage } from "@/lib/api-client/request";
import { toastApiError } from "@/lib/api-client/toast-error";
import { AwaitingPaymentCard } from "./awaiting-payment-card";
import { BlockDaysDialog, plural, type BlockResult } from "./block-days-dialog";
import { BlockedHoursPanel } from "./blocked-hours-card";
import { canConfirm, useBookingActions } from "./booking-actions-context";
import { BookingsTable } from "./bookings-table";
import { adminDayState } from "./calendar-day-state";
import { DocumentsCard } from "./documents-card";
import { BookingsExportCard } from "./export-links";
import { DriveBetween, useDayDrives } from "./day-drives";
import { ListCard, ListEntry } from "./list-card";
import { eventTypeLabel } from "./leads-tab";
import { StatusDot } from "@/components/shared/status-badge";
import type { AdminBooking, BlockedDayDto, BlockedHoursDto, CalendarDayCount } from "./types";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";

/** The selected day's bookings, read from the server (every listed state, by start time). */
function useDayEvents(date: string, changes: number): AdminBooking[] {
  const [events, setEvents] = React.useState<AdminBooking[]>([]);
  React.useEffect(() => {
    let live = true;
    apiPage<AdminBooking>(`/api/admin/bookings?from=${date}&to=${date}&sort=eventDate&limit=500`)
      .then((page) => live && setEvents(page.items))
      .catch(() => live && setEvents([]));
    return () => {
      live = false;
    };
  }, [date, changes]);
  return events.filter((b) => b.eventDate === date);
}

export function BookingsTab({
  dayCounts,
  blockedDays,
  blockedHours,
  today,
}: {
  dayCounts: CalendarDayCount[];
  blockedDays: BlockedDayDto[];
  blockedHours: BlockedHoursDto[];
  today: string;
}) {
  const router = useRouter();
  const { askStatusChange, openDetails, changes } = useBookingActions();
  const [selected, setSelected] = React.useState(today);
  const [month, setMonth] = React.useState(() => fromIsoDate(today));
  const [blockOpen, setBlockOpen] = React.useState(false);
  const [unblocking, setUnblocking] = React.useState<BlockedDayDto | null>(null);
  const [busy, setBusy] = React.useState(false);

  // Colours from the server's per-day counts (SQL GROUP BY), never from a list of every booking.
  const counts = React.useMemo(() => new Map(dayCounts.map((d) => [d.date, d.count])), [dayCounts]);
  const blockedDates = React.useMemo(() => new Set(blockedDays.map((d) => d.date)), [blockedDays]);
  const getDayState = React.useCallback(
    (iso: string): DayState => adminDayState(iso, { today, counts, blockedDates }),
    [counts, blockedDates, today],
  );

  const dayEvents = useDayEvents(selected, changes);
  const dayDrives = useDayDrives(selected, changes);
  const selectedBlock = blockedDays.find((d) => d.date === selected);
  const upcomingBlocked = blockedDays.filter((d) => d.date >= today);

  async function blockSelected() {
    setBusy(true);
    try {
      const result = await apiFetch<BlockResult>("/api/blocked-days", { body: { date: selected } });
      if (result.blocked.length > 0)
        toast.success(ADMIN_TOASTS.daysBlocked.title, `${formatIsoDateLong(selected)} is now blocked.`);
      else toast.error(ADMIN_TOASTS.blockFailed.title, "That day is already blocked or in the past.");
      router.refresh();
    } catch (error) {
      toastApiError(error, ADMIN_TOASTS.blockFailed);
    } finally {
      setBusy(false);
    }
  }

  async function unblock(day: BlockedDayDto) {
    setBusy(true);
    try {
      await apiFetch(`/api/blocked-days/${day.id}`, { method: "DELETE" });
      toast.success(ADMIN_TOASTS.dayUnblocked.title, `${formatIsoDateLong(day.date)} is open for bookings again.`);
      router.refresh();
    } catch (error) {
      toastApiError(error, ADMIN_TOASTS.unblockFailed);
    } finally {
      setBusy(false);
      setUnblocking(null);
    }
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>Calendar</CardTitle>
            <CardDescription>1–2 events green, 3–4 orange, 5 or more full</CardDescription>
          </CardHeader>
          <CardContent className="space-y-3">
            <Calendar
              aria-label="Bookings calendar"
              month={month}
              onMonthChange={setMonth}
              selected={selected}
              onSelect={setSelected}
              getDayState={getDayState}
              today={fromIsoDate(today)}
            />
            <CalendarLegend />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Day Management</CardTitle>
            <CardDescription>{formatIsoDateLong(selected)}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="flex flex-wrap gap-2">
              {selectedBlock ? (
                <Button variant="outline" disabled={busy} onClick={() => setUnblocking(selectedBlock)}>
                  Unblock this day
                </Button>
              ) : (
                <Button variant="outline" disabled={busy || selected < today} onClick={() => void blockSelected()}>
                  Block this day
                </Button>
              )}
              <Button variant="secondary" onClick={() => setBlockOpen(true)}>
                Block Days
              </Button>
            </div>
            <BlockedHoursPanel date={selected} today={today} hours={blockedHours} />
            <div>
              <h3 className="mb-2 text-sm font-medium">Blocked days</h3>
              {upcomingBlocked.length === 0 ? (
                <p className="text-sm text-muted-foreground">No days are blocked.</p>
              ) : (
                <ul className="max-h-64 space-y-1 overflow-y-auto" aria-label="Blocked days">
                  {upcomingBlocked.map((d) => (
                    <li
                      key={d.id}
                      className="flex items-center justify-between gap-2 rounded-md border border-border px-2 py-1 text-sm"
                    >
                      <span className="line-through decoration-day-blocked">{formatIsoDateLong(d.date)}</span>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={busy}
                        onClick={() => setUnblocking(d)}
                        aria-label={`Unblock ${formatIsoDateLong(d.date)}`}
                      >
                        Unblock
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </CardContent>
        </Card>
      </div>

      <div className="space-y-6">
        <ListCard
          title={<>Events on {formatIsoDateLong(selected)}</>}
          description={
            <>
              {selectedBlock ? "This day is blocked. " : ""}
              {plural(dayEvents.length, "event")}
            </>
          }
          isEmpty={dayEvents.length === 0}
          emptyText="No events on this day."
        >
          {dayEvents.map((b, i) => (
            <React.Fragment key={b.id}>
              {i > 0 && (
                <DriveBetween
                  drive={dayDrives.find((d) => d.fromBookingId === dayEvents[i - 1]!.id && d.toBookingId === b.id)}
                />
              )}
              <ListEntry
                label={`Event of ${b.clientName}`}
                heading={
                  <div className="flex items-center gap-2">
                    <StatusDot status={b.status} />
                    <h3 className="font-medium">{b.clientName}</h3>
                    <span className="ml-auto text-sm text-muted-foreground">
                      {b.startTime}–{b.endTime}
                    </span>
                  </div>
                }
                details={
                  <>
                    {eventTypeLabel(b.eventType)} · {b.eventLocation} · {b.guestCount} guests
                  </>
                }
              >
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" onClick={() => openDetails(b)}>
                    View Details
                  </Button>
                  <Button size="sm" variant="outline" asChild>
                    <a href={`tel:${b.clientPhone.replace(/\s+/g, "")}`}>Call</a>
                  </Button>
                  <Button size="sm" disabled={!canConfirm(b)} onClick={() => askStatusChange(b, "confirmed")}>
                    Confirm
                  </Button>
                </div>
              </ListEntry>
            </React.Fragment>
          ))}
        </ListCard>
        <AwaitingPaymentCard today={today} />
        <BookingsExportCard />
        <DocumentsCard />
      </div>

      <div className="lg:col-span-2">
        <BookingsTable />
      </div>

      <BlockDaysDialog
        open={blockOpen}
        onOpenChange={setBlockOpen}
        defaultDate={selected >= today ? selected : today}
        onBlocked={() => router.refresh()}
      />

      <ConfirmDialog
        open={unblocking !== null}
        busy={busy}
        onCancel={() => setUnblocking(null)}
        onConfirm={() => {
          if (unblocking) void unblock(unblocking);
        }}
        title="Unblock this day?"
        description={unblocking && `${formatIsoDateLong(unblocking.date)} will be open for bookings again.`}
        cancelLabel="Keep blocked"
        confirmLabel="Yes, unblock"
      />
    </div>
  );
}
