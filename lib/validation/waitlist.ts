/** The waiting list: joining it (POST /api/waitlist) and the magician's offer by hand. Shared by the forms and the routes. */
import { z } from "@/lib/validation/zod";
import { londonToday, timeToMinutes } from "@/lib/domain/dates";
import { MAX, email, intLike, isoDate, optionalText, text, time } from "./common";

export const WAITLIST_MESSAGES = {
  eventDate: "Please choose the date.",
  pastDate: "This date is in the past.",
  clientName: "Please enter your name.",
  clientEmail: "Please enter a valid email address.",
  earliestStart: "Please choose the earliest start time.",
  latestStart: "Please choose the latest start time.",
  window: "The latest start must not be before the earliest start.",
  guestCount: "Please enter the number of guests (at least 1).",
  startTime: "Please choose the start time.",
} as const;

export const WAITLIST_TEXT = {
  join: "Join the waiting list for this date",
  joined: "You are on the waiting list. We will e-mail you if a time frees.",
  leave: "Leave the waiting list",
  left: "You have left the waiting list.",
  offerByHand: "Offer this time",
} as const;

/** POST /api/waitlist */
export const waitlistJoinSchema = z
  .object({
    eventDate: isoDate(WAITLIST_MESSAGES.eventDate),
    clientName: text({ min: 2, minMessage: WAITLIST_MESSAGES.clientName, max: MAX.name }),
    clientEmail: email(WAITLIST_MESSAGES.clientEmail),
    clientPhone: optionalText(MAX.phone),
    earliestStart: time(WAITLIST_MESSAGES.earliestStart),
    latestStart: time(WAITLIST_MESSAGES.latestStart),
    guestCount: z.preprocess(
      (v) => (v === null || v === "" ? undefined : v),
      intLike(WAITLIST_MESSAGES.guestCount, 1, 10000, "Guest count must be at most 10000.").optional(),
    ),
    note: optionalText(MAX.description),
  })
  .superRefine((w, ctx) => {
    if (w.eventDate < londonToday())
      ctx.addIssue({ code: "custom", path: ["eventDate"], message: WAITLIST_MESSAGES.pastDate });
    const valid = (t: unknown) => typeof t === "string" && /^\d{2}:\d{2}$/.test(t);
    if (valid(w.earliestStart) && valid(w.latestStart) && timeToMinutes(w.latestStart) < timeToMinutes(w.earliestStart))
      ctx.addIssue({ code: "custom", path: ["latestStart"], message: WAITLIST_MESSAGES.window });
  });
export type WaitlistJoinInput = z.input<typeof waitlistJoinSchema>;
export type WaitlistJoin = z.output<typeof waitlistJoinSchema>;

/** POST /api/admin/waitlist/{id}/offer: the magician offers an entry a time of its date by hand. */
export const waitlistOfferByHandSchema = z.object({
  startTime: time(WAITLIST_MESSAGES.startTime),
});
export type WaitlistOfferByHand = z.output<typeof waitlistOfferByHandSchema>;
