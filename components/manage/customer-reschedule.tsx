"use client";

import { useRouter } from "next/navigation";
import * as React from "react";
import { MoveRefused, RescheduleBooking, type RescheduleTexts } from "@/components/shared/reschedule-booking";
import { ApiError, api, stringField } from "@/lib/api-client";
import { addDays, londonToday } from "@/lib/domain/dates";

/** What is left after this move, as the confirmation spells it out. */
export function movesLeftSentence(remaining: number): string {
  const after = Math.max(0, remaining - 1);
  if (after === 0) return "After this you cannot move it again.";
  return `You can move it ${after} more ${after === 1 ? "time" : "times"}.`;
}

/**
 * The customer API's refusal as the picker's: the server's `error` (or a plain "try again") under
 * its `title`. No answer at all (status 0) stays an ordinary error: "offline".
 */
async function refusedAs<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status > 0)
      throw new MoveRefused(error.status, stringField(error.body, "error") ?? RETRY, error.title);
    throw error;
  }
}

const RETRY = "Please try again in a moment.";

export interface CustomerRescheduleProps {
  token: string;
  remaining: number;
  minDate?: string;
  /** a date typed into the page's stand-in before this code loaded */
  initialDate?: string;
}

/** The customer's "Move your booking" on /booking/{token}: their token's endpoints, then the page refreshed. */
export function CustomerRescheduleBooking({ token, remaining, minDate, initialDate }: CustomerRescheduleProps) {
  const router = useRouter();
  const texts = React.useMemo<RescheduleTexts>(
    () => ({
      confirmTitle: (when) => (when ? `Move your booking to ${when}?` : "Move your booking?"),
      description: `The price does not change. ${movesLeftSentence(remaining)}`,
      cancelLabel: "Keep the current date",
      confirmLabel: "Move my booking",
      movedTitle: "Your booking has been moved.",
      failedTitle: "Could not move your booking",
    }),
    [remaining],
  );
  return (
    <RescheduleBooking
      minDate={minDate ?? addDays(londonToday(), 1)}
      texts={texts}
      initialDate={initialDate}
      loadTimes={(date, signal) => refusedAs(api("listManagedTimes", { params: { token }, query: { date }, signal }))}
      submit={async ({ eventDate, startTime }) =>
        void (await refusedAs(api("rescheduleManagedBooking", { params: { token }, body: { eventDate, startTime } })))
      }
      onMoved={() => router.refresh()}
    />
  );
}
