"use client";

import Link from "next/link";
import { useEffect } from "react";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { EMPTY_DETAILS } from "./booking-payload";
import { keepWaitlistOffer } from "./waitlist-offer-draft";
import { readDraft, saveDraft } from "./wizard-draft";

/**
 * The claim link opened: the wizard is opened at the offered date and time (what the visitor typed
 * before is kept), and its checkout will carry the offer's token.
 */
export function OpenWaitlistOffer({
  token,
  date,
  startTime,
  endTime,
  heldUntil,
}: {
  token: string;
  date: string;
  startTime: string;
  endTime: string;
  heldUntil: string;
}) {
  useEffect(() => {
    const kept = readDraft();
    saveDraft({
      title: kept?.title || "Summon a Magician",
      details: { ...EMPTY_DETAILS, ...kept?.details, eventDate: date, startTime, duration: "60" },
    });
    keepWaitlistOffer({ token, date, startTime });
    window.location.replace("/?book=1");
  }, [token, date, startTime]);
  const until = new Date(heldUntil).toLocaleTimeString("en-GB", {
    timeZone: "Europe/London",
    hour: "2-digit",
    minute: "2-digit",
  });
  return (
    <p role="status" className="rounded-lg border border-border p-4">
      {formatIsoDateLong(date)}, {startTime} to {endTime} is held for you until {until}. Opening the booking form…{" "}
      <Link className="underline" href="/?book=1">
        Continue
      </Link>
    </p>
  );
}
