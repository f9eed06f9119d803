import "server-only";
import { offerState } from "@/lib/domain/waitlist";
import { db } from "@/lib/server/db";

export interface AdminWaitlistEntry {
  id: number;
  eventDate: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  earliestStart: string;
  latestStart: string;
  guestCount: number | null;
  note: string | null;
  /** waiting, or why it ended: left | claimed | passed */
  status: string;
  createdAt: string;
  offers: {
    id: number;
    startTime: string;
    endTime: string;
    expiresAt: string;
    /** live | claimed | lapsed | ended */
    state: string;
    byHand: boolean;
    bookingId: number | null;
    createdAt: string;
  }[];
}

/** GET /api/admin/waitlist: entries from yesterday on (date, then joining order), each with its offers, newest first. */
export async function listWaitlist(now = new Date()): Promise<AdminWaitlistEntry[]> {
  const from = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const rows = await db.waitlistEntry.findMany({
    where: { eventDate: { gte: from } },
    orderBy: [{ eventDate: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    take: 500,
    include: { offers: { orderBy: { id: "desc" } } },
  });
  return rows.map((e) => ({
    id: e.id,
    eventDate: e.eventDate,
    clientName: e.clientName,
    clientEmail: e.clientEmail,
    clientPhone: e.clientPhone,
    earliestStart: e.earliestStart,
    latestStart: e.latestStart,
    guestCount: e.guestCount,
    note: e.note,
    status: e.endedReason ?? "waiting",
    createdAt: e.createdAt.toISOString(),
    offers: e.offers.map((o) => ({
      id: o.id,
      startTime: o.startTime,
      endTime: o.endTime,
      expiresAt: o.expiresAt.toISOString(),
      state: offerState(o, now),
      byHand: o.byHand,
      bookingId: o.bookingId,
      createdAt: o.createdAt.toISOString(),
    })),
  }));
}
