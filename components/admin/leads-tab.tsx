"use client";

import { formatDistanceToNow } from "date-fns";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { formatGBP } from "@/lib/domain/money";
import { eventTypeLabel } from "@/lib/domain/event-types";
import { canCancel, canConfirm, useBookingActions } from "./booking-actions-context";
import { LeadsExportLink } from "./leads-export-link";
import { LeadStatusBadge } from "./lead-status-badge";
import { StatusBadge } from "./status-badge";
import type { AdminBooking, LeadDto } from "./types";

export { eventTypeLabel };

export function LeadsTab({ leads, bookings }: { leads: LeadDto[]; bookings: AdminBooking[] }) {
  const { askStatusChange, openDetails } = useBookingActions();
  if (leads.length === 0 && bookings.length === 0) {
    return <p className="py-10 text-center text-muted-foreground">No bookings or leads found</p>;
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
          <div>
            <CardTitle>Recent Leads</CardTitle>
            <CardDescription>Enquiries not yet converted to bookings</CardDescription>
          </div>
          {/* every lead, converted ones included (with their booking), not only the recent ones */}
          <LeadsExportLink />
        </CardHeader>
        <CardContent className="space-y-3">
          {leads.length === 0 && <p className="text-sm text-muted-foreground">No open leads.</p>}
          {leads.map((lead) => (
            <article
              key={lead.id}
              aria-label={`Lead from ${lead.name}`}
              className="rounded-lg border border-border p-3"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-medium">{lead.name}</h3>
                <LeadStatusBadge status={lead.status} />
              </div>
              <p className="text-sm text-muted-foreground">
                {eventTypeLabel(lead.eventType)}
                {lead.location ? ` · ${lead.location}` : ""} ·{" "}
                {formatDistanceToNow(new Date(lead.createdAt), { addSuffix: true })}
              </p>
              <p className="mt-1 line-clamp-2 text-sm">{lead.message}</p>
              <Button asChild size="sm" variant="outline" className="mt-2">
                <Link href="/admin/leads">Manage Lead</Link>
              </Button>
            </article>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Recent Bookings</CardTitle>
          <CardDescription>The 5 newest bookings</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          {bookings.length === 0 && <p className="text-sm text-muted-foreground">No bookings yet.</p>}
          {bookings.map((b) => (
            <article
              key={b.id}
              aria-label={`Booking of ${b.clientName}`}
              className="rounded-lg border border-border p-3"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-medium">{b.clientName}</h3>
                <StatusBadge status={b.status} />
              </div>
              <p className="text-sm text-muted-foreground">
                {formatIsoDateLong(b.eventDate)} · {b.startTime} · {eventTypeLabel(b.eventType)} ·{" "}
                {formatGBP(b.totalPence)}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => openDetails(b)}>
                  Details
                </Button>
                <Button size="sm" disabled={!canConfirm(b)} onClick={() => askStatusChange(b, "confirmed")}>
                  Confirm
                </Button>
                <Button
                  size="sm"
                  variant="destructive"
                  disabled={!canCancel(b)}
                  onClick={() => askStatusChange(b, "cancelled")}
                >
                  Cancel
                </Button>
              </div>
            </article>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
