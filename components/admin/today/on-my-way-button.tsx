"use client";

import { CarFrontIcon } from "lucide-react";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { api, type Answer } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import { toast } from "@/lib/toast";

export type OnMyWay = Answer<"textOnMyWay">;

/** Why the text queue did not take a text, in the magician's words. */
export const NOT_QUEUED_REASONS: Record<string, string> = {
  "no-consent": "The client has not agreed to texts about this booking.",
  "opted-out": "The client has opted out of texts (replied STOP).",
  "not-textable": "The client's number cannot take texts.",
  "turned-off": '"On my way" texts are turned off in Settings.',
};

export const ON_MY_WAY_TOASTS = {
  queued: "Text queued",
  notQueued: "Text not sent",
  failed: "Could not text the client",
} as const;

/** The toast for what the server did: the text and its arrival time, or why no text went. */
export function toastOnMyWay(answer: OnMyWay): void {
  if (answer.queued) {
    toast.success(ON_MY_WAY_TOASTS.queued, `"${answer.body}"`);
    return;
  }
  const why = (answer.reason && NOT_QUEUED_REASONS[answer.reason]) || "The text queue did not take it.";
  toast.error(ON_MY_WAY_TOASTS.notQueued, `${why} You expect to arrive at about ${answer.arrivalTime}.`);
}

/** One tap as he sets off: the client is texted when he expects to arrive (now + the drive). */
export function OnMyWayButton({ bookingId, onDone }: { bookingId: number; onDone?: (answer: OnMyWay) => void }) {
  const [busy, setBusy] = React.useState(false);
  async function send() {
    setBusy(true);
    try {
      const answer = await api("textOnMyWay", { params: { id: bookingId } });
      toastOnMyWay(answer);
      onDone?.(answer);
    } catch (error) {
      toastApiError(error, { title: ON_MY_WAY_TOASTS.failed, description: "Please try again in a moment." });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="sm" disabled={busy} onClick={() => void send()}>
      <CarFrontIcon aria-hidden="true" /> {busy ? "Texting…" : "On my way"}
    </Button>
  );
}
