import "server-only";
import { calendarFeedWhere } from "@/lib/domain/calendar-feed";
import { londonToday } from "@/lib/domain/dates";
import { audit, type Actor } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { notFound } from "@/lib/server/http";
import { buildCalendarFeed } from "./feed";
import { calendarFeedUrl, parseCalendarFeedSegment } from "./token";

/**
 * The magician's private calendar feed: the subscription URL (shown on the dashboard, made again
 * from the stored version whenever asked), its rotation, and the feed behind it.
 */

/** The current subscription URL of the magician's account. */
export async function calendarFeedUrlFor(userId: number): Promise<{ url: string }> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, calendarFeedVersion: true },
  });
  return { url: calendarFeedUrl(user.id, user.calendarFeedVersion) };
}

/** "Make a new link": bumps the version (the old URL answers 404 from now on), audited; answers the new URL. */
export async function rotateCalendarFeed(actor: NonNullable<Actor>): Promise<{ url: string }> {
  const version = await db.$transaction(async (tx) => {
    const user = await tx.user.update({
      where: { id: actor.id },
      data: { calendarFeedVersion: { increment: 1 } },
      select: { calendarFeedVersion: true },
    });
    // The versions only: the URL itself is a credential and stays out of the log.
    await audit(tx, actor, {
      action: "calendar-feed.rotate",
      entity: "user",
      entityId: actor.id,
      before: { version: user.calendarFeedVersion - 1 },
      after: { version: user.calendarFeedVersion },
    });
    return user.calendarFeedVersion;
  });
  return { url: calendarFeedUrl(actor.id, version) };
}

/**
 * The feed behind a URL's last segment (`<token>.ics`): every pending, confirmed and completed
 * booking from 90 days ago on (lib/domain/calendar-feed). A forged, rotated or unknown token, or
 * an account that is no longer the magician's: 404, the same for all.
 */
export async function calendarFeedOfSegment(segment: string, now: Date = new Date()): Promise<string> {
  const named = parseCalendarFeedSegment(segment);
  if (!named) throw notFound();
  const user = await db.user.findUnique({
    where: { id: named.userId },
    select: { role: true, calendarFeedVersion: true },
  });
  if (!user || user.role !== "magician" || user.calendarFeedVersion !== named.version) throw notFound();
  const bookings = await db.booking.findMany({
    where: calendarFeedWhere(londonToday(now)),
    select: {
      id: true,
      clientName: true,
      clientPhone: true,
      eventType: true,
      eventDate: true,
      startTime: true,
      duration: true,
      guestCount: true,
      eventLocation: true,
      eventAddress: true,
      selectedServices: true,
      source: true,
      status: true,
      icsSequence: true,
      updatedAt: true,
    },
    orderBy: [{ eventDate: "asc" }, { startTime: "asc" }, { id: "asc" }],
  });
  return buildCalendarFeed(bookings, now);
}
