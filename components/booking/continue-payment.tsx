"use client";

import { CreditCardIcon } from "lucide-react";
import Link from "next/link";
import { useEffect, useState } from "react";

import { buttonVariants } from "@/components/ui/button";
import { HOLD_MINUTES } from "@/lib/domain/holds";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { formatGBP } from "@/lib/domain/money";

import { readPendingBooking, type PendingBooking } from "./booking-payload";

/**
 * Until when an unpaid checkout kept in this tab can still be paid from /checkout: the end of its
 * slot hold as the server set it; a checkout the server issued without a hold (the day's last place)
 * is offered for as long as a hold would have lasted. Null when it is paid, over or unknown.
 */
export function continuableUntil(pending: PendingBooking | null, now: number): number | null {
  if (!pending || pending.paymentIntentId || !pending.clientSecret) return null;
  const end = pending.holdExpiresAt
    ? Date.parse(pending.holdExpiresAt)
    : pending.savedAt
      ? pending.savedAt + HOLD_MINUTES * 60_000
      : Number.NaN;
  return Number.isFinite(end) && end > now ? end : null;
}

const clock = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/London" });

/**
 * "Continue your payment": after a reload during the payment step the card form is gone, but the
 * checkout (and its hold on the date) lives on until the hold ends; /checkout resumes it.
 */
export function ContinuePaymentNotice() {
  const [pending, setPending] = useState<PendingBooking | null>(null);
  const [until, setUntil] = useState<number | null>(null);
  useEffect(() => {
    const found = readPendingBooking();
    const end = continuableUntil(found, Date.now());
    setPending(found);
    setUntil(end);
    if (end === null) return;
    // hidden as soon as the hold ends
    const timer = window.setTimeout(() => setUntil(null), Math.min(end - Date.now(), 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, []);
  if (!pending || until === null) return null;
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary/50 bg-primary/10 p-3 text-sm"
    >
      <p>
        Your booking for {formatIsoDateLong(pending.details.eventDate)} at {pending.details.startTime} is waiting for
        payment ({formatGBP(pending.amountPence)}). It is kept for you until {clock.format(new Date(until))}.
      </p>
      <Link href="/checkout" className={buttonVariants({ size: "sm" })}>
        <CreditCardIcon aria-hidden="true" /> Continue your payment
      </Link>
    </div>
  );
}
