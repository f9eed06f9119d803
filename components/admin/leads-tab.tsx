"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { formatGBP } from "@/lib/domain/money";
import { eventTypeLabel } from "@/lib/domain/event-types";
import { canCancel, canConfirm, useBookingActions } from "./booking-actions-context";
import { LeadsExportLink } from "./leads-export-link";
import { LeadStatusBadge } from "./lead-status-badge";
import { ListCard, ListEntry } from "./list-card";
import { StatusBadge } from "@/components/shared/status-badge";
import type { AdminBooking, LeadDto } from "./types";
import { RelativeTime } from "@/components/ui/relative-time";

export { eventTypeLabel };

export function LeadsTab({ leads, bookings }: { leads: LeadDto[]; bookings: AdminBooking[] }) {
  const { askStatusChange, openDetails } = useBookingActions();
  if (leads.length === 0 && bookings.length === 0) {
    return <p className="py-10 text-center text-muted-foreground">No bookings or leads found</p>;
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ListCard
        title="Recent Leads"
        description="Enquiries not yet converted to bookings"
        // every lead, converted ones included (with their booking), not only the recent ones
        action={<LeadsExportLink />}
        isEmpty={leads.length === 0}
        emptyText="No open leads."
      >
        {leads.map((lead) => (
          <ListEntry
            key={lead.id}
            label={`Lead from ${lead.name}`}
            heading={
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-medium">{lead.name}</h3>
                <LeadStatusBadge status={lead.status} />
              </div>
            }
            details={
              <>
                {eventTypeLabel(lead.eventType)}
                {lead.location ? ` · ${lead.location}` : ""} · <RelativeTime date={lead.createdAt} />
              </>
            }
          >
            <p className="mt-1 line-clamp-2 text-sm">{lead.message}</p>
            <Button asChild size="sm" variant="outline" className="mt-2">
              <Link href={`/admin/leads/${lead.id}`}>Manage Lead</Link>
            </Button>
          </ListEntry>
        ))}
      </ListCard>
      <ListCard
        title="Recent Bookings"
        description="The 5 newest bookings"
        isEmpty={bookings.length === 0}
        emptyText="No bookings yet."
      >
        {bookings.map((b) => (
          <ListEntry
            key={b.id}
            label={`Booking of ${b.clientName}`}
            heading={
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-medium">{b.clientName}</h3>
                <StatusBadge status={b.status} />
              </div>
            }
            details={
              <>
                {formatIsoDateLong(b.eventDate)} · {b.startTime} · {eventTypeLabel(b.eventType)} ·{" "}
                {formatGBP(b.totalPence)}
              </>
            }
          >
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
          </ListEntry>
        ))}
      </ListCard>
    </div>
  );
}
