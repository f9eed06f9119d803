import { StatusBadge } from "@/components/shared/status-badge";
import { paymentTypeLabel } from "@/lib/domain/booking-status";
import { eventTypeLabel } from "@/lib/domain/event-types";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { formatGBP, poundsToPence } from "@/lib/domain/money";
import type { ManagedBooking } from "@/lib/server/manage/view";
import { venueLine } from "@/lib/domain/venue";

const money = (pounds: number) => formatGBP(poundsToPence(pounds));

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** What the customer's booking page shows of their booking (server-rendered). */
export function ManagedBookingDetails({ booking: b }: { booking: ManagedBooking }) {
  const eventType = eventTypeLabel(b.eventType);
  return (
    <section aria-label="Booking details" className="grid gap-4 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={b.status} />
        <span className="text-sm text-muted-foreground">
          {eventType} for {b.clientName}
        </span>
      </div>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        <Row label="Date">{formatIsoDateLong(b.eventDate)}</Row>
        <Row label="Arrival">
          {b.startTime} to {b.endTime} (UK time)
        </Row>
        <Row label="Where">{venueLine(b.eventLocation, b.eventAddress)}</Row>
        {b.parkingAvailable !== null && <Row label="Parking">{b.parkingAvailable ? "Available" : "Not available"}</Row>}
        <Row label="Guests">{b.guestCount}</Row>
        <Row label="Services">{b.selectedServices.map((s) => s.title).join(", ") || "—"}</Row>
        <Row label="Payment">{paymentTypeLabel(b.paymentType)}</Row>
        <Row label="Total">{money(b.totalAmount)}</Row>
        <Row label="Paid">{money(b.paidAmount)}</Row>
        {b.refundedAmount > 0 && <Row label="Refunded">{money(b.refundedAmount)}</Row>}
        {b.pendingRefundAmount > 0 && (
          <Row label="Refund">
            Refund of {money(b.pendingRefundAmount)} pending: it is on its way to the card you paid with
          </Row>
        )}
        {b.balanceDue > 0 &&
          (b.balanceChargedOn ? (
            <Row label="Balance">
              {money(b.balanceDue)}, charged to your card on {formatIsoDateLong(b.balanceChargedOn)} as you agreed
            </Row>
          ) : (
            <Row label="Balance due on the day">{money(b.balanceDue)}</Row>
          ))}
      </dl>
    </section>
  );
}
