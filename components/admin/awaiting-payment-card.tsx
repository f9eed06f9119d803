"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { effectiveStatus } from "@/lib/domain/booking-status";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { formatGBP, poundsToPence } from "@/lib/domain/money";
import { apiFetch } from "@/lib/api-client/request";
import { toastApiError } from "@/lib/api-client/toast-error";
import { StatusBadge } from "@/components/shared/status-badge";

/** A checkout that has not been paid (yet), as GET /api/bookings?status=awaiting_payment lists it. */
interface UnpaidBooking {
  id: number;
  clientName: string;
  clientEmail: string;
  eventDate: string;
  startTime: string;
  endTime: string;
  totalAmount: number;
  status: string;
  holdExpiresAt: string | null;
  paymentFailureReason: string | null;
}

function holdText(b: UnpaidBooking, now: Date): string {
  if (effectiveStatus(b, now) !== "awaiting_payment" || !b.holdExpiresAt)
    return b.paymentFailureReason ?? "Not paid; the place was released.";
  const minutes = Math.max(1, Math.ceil((new Date(b.holdExpiresAt).getTime() - now.getTime()) / 60_000));
  return `Place held for ${minutes} more minute${minutes === 1 ? "" : "s"}${b.paymentFailureReason ? ` (${b.paymentFailureReason})` : ""}.`;
}

/**
 * The "Awaiting payment" filter: checkouts started but not paid, for events from today. They are
 * not bookings yet, so every other list, count and revenue figure leaves them out.
 */
export function AwaitingPaymentCard({ today }: { today: string }) {
  const [rows, setRows] = React.useState<UnpaidBooking[] | null>(null);
  const [loading, setLoading] = React.useState(false);

  async function load() {
    setLoading(true);
    try {
      setRows(await apiFetch<UnpaidBooking[]>(`/api/bookings?status=awaiting_payment&from=${today}`));
    } catch (error) {
      toastApiError(error, { title: "Could not load unpaid checkouts" });
    } finally {
      setLoading(false);
    }
  }

  const now = new Date();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Awaiting payment</CardTitle>
        <CardDescription>
          Checkouts started but not paid. They hold their place for up to 10 minutes (never the day&apos;s last place)
          and are not bookings.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Button variant="outline" size="sm" disabled={loading} onClick={() => void load()} aria-pressed={rows !== null}>
          {rows === null ? "Show awaiting payment" : "Refresh"}
        </Button>
        {rows !== null && rows.length === 0 && <p className="text-sm text-muted-foreground">No unpaid checkouts.</p>}
        {rows !== null && rows.length > 0 && (
          <ul className="space-y-2" aria-label="Awaiting payment">
            {rows.map((b) => (
              <li key={b.id} className="rounded-lg border border-border p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={effectiveStatus(b, now)} />
                  <span className="font-medium">{b.clientName}</span>
                  <span className="text-muted-foreground">{b.clientEmail}</span>
                  <span className="ml-auto">{formatGBP(poundsToPence(b.totalAmount))}</span>
                </div>
                <p className="text-muted-foreground">
                  {formatIsoDateLong(b.eventDate)}, {b.startTime}–{b.endTime}. {holdText(b, now)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
