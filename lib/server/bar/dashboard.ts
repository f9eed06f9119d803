import "server-only";
import { countedBookingSql, LISTED_STATUSES } from "@/lib/domain/booking-status";
import { commissionRevenuePence, drinksRevenuePence, toVenueEvent, type VenueEvent } from "@/lib/domain/dashboard";
import { londonToday } from "@/lib/domain/dates";
import { penceToPounds } from "@/lib/domain/money";
import { quoteBarService } from "@/lib/domain/pricing";
import { Prisma, db } from "@/lib/server/db";
import { notFound } from "@/lib/server/http";
import { listActivePromotionDisplays, type PromotionDisplay } from "@/lib/server/promotions/display";

/**
 * The bar-client dashboard's data (summary, events, account, bookable bar services), read on the server for one bar.
 * Every function takes the signed-in bar's own id: nothing here can reach another venue.
 */

type Amount = { toString(): string } | number | string | null;
const amount = (value: Amount) => (value === null ? null : Number(value.toString()));

/** The groups are counted bookings already (countedBookingSql: listed, active, payment not cancelled). */
const COUNTED = { paymentStatus: "completed", status: "confirmed" };

export interface BarSummary {
  /** Commission earned on the venue's bookings, in pence. */
  commissionRevenuePence: number;
  /** Promoted drinks sold: Σ price × promotionCount, in pence. */
  drinksRevenuePence: number;
  commissionRevenue: number;
  drinksRevenue: number;
  /** Bookings counted in the commission figure. */
  bookingCount: number;
  drinksSold: number;
}

/**
 * Revenue cards. Decision: commission is summed over every booking linked to this bar
 * (bookings.barId) that is still active — cancelled or refunded bookings (by status or payment
 * status) earn nothing; past and future events both count. Per booking: barCommissionPence, or 15%
 * of totalPence when no commission was recorded (0). Drinks revenue is price × promotionCount.
 */
export async function getBarSummary(barId: number): Promise<BarSummary> {
  // Grouped by amount in the database: one row per distinct (commission, total), however long the
  // bar's history, and the per-booking rule (lib/domain/dashboard) applied to each group.
  const [groups, drinks] = await Promise.all([
    db.$queryRaw<{ barCommissionPence: number; totalPence: number; bookings: number }[]>`
      SELECT "barCommissionPence", "totalPence", count(*)::int AS bookings FROM bookings
       WHERE "barId" = ${barId} AND ${Prisma.raw(countedBookingSql())}
       GROUP BY "barCommissionPence", "totalPence"`,
    db.drink.findMany({ where: { barId }, select: { price: true, promotionCount: true } }),
  ]);
  const commission = groups.reduce(
    (sum, group) => sum + commissionRevenuePence([{ ...group, ...COUNTED }]) * group.bookings,
    0,
  );
  const drinksPence = drinksRevenuePence(
    drinks.map((d) => ({ price: amount(d.price), promotionCount: d.promotionCount })),
  );
  return {
    commissionRevenuePence: commission,
    drinksRevenuePence: drinksPence,
    commissionRevenue: penceToPounds(commission),
    drinksRevenue: penceToPounds(drinksPence),
    bookingCount: groups.reduce((sum, group) => sum + group.bookings, 0),
    drinksSold: drinks.reduce((sum, d) => sum + d.promotionCount, 0),
  };
}

/** An event at the venue as the bar may see it (no client e-mail or phone), with its length, total and source. */
export interface BarEvent extends VenueEvent {
  duration: string;
  totalAmount: number;
  source: string;
}

/** Bookings linked to this bar whose event is today (London) or later, soonest first. */
export async function listBarEvents(barId: number, now: Date = new Date()): Promise<BarEvent[]> {
  const today = londonToday(now);
  const rows = await db.booking.findMany({
    where: { barId, eventDate: { gte: today }, status: { in: [...LISTED_STATUSES] } },
    select: {
      id: true,
      clientName: true,
      eventType: true,
      eventDate: true,
      startTime: true,
      endTime: true,
      duration: true,
      guestCount: true,
      paymentStatus: true,
      status: true,
      totalPence: true,
      selectedServices: true,
      source: true,
    },
    orderBy: [{ eventDate: "asc" }, { startTime: "asc" }, { id: "asc" }],
    take: 200,
  });
  return rows.map((row) => ({
    ...toVenueEvent(row),
    duration: row.duration,
    totalAmount: penceToPounds(row.totalPence),
    source: row.source,
  }));
}

export interface BarAccount {
  id: number;
  username: string;
  barName: string;
  ownerName: string;
  email: string;
  contactPhone: string;
  barAddress: string;
}

export async function getBarAccount(barId: number): Promise<BarAccount> {
  const user = await db.user.findUnique({
    where: { id: barId },
    select: {
      id: true,
      username: true,
      role: true,
      barName: true,
      ownerName: true,
      email: true,
      contactPhone: true,
      barAddress: true,
    },
  });
  if (!user || user.role !== "bar-client") throw notFound("Bar not found");
  return {
    id: user.id,
    username: user.username,
    barName: user.barName ?? user.username,
    ownerName: user.ownerName ?? "",
    email: user.email,
    contactPhone: user.contactPhone ?? "",
    barAddress: user.barAddress ?? "",
  };
}

export type BarOffer = PromotionDisplay;

/** Active promotions in display order, for the Special Offers carousel (the same list the landing page shows). */
export const listActiveOffers = (): Promise<BarOffer[]> => listActivePromotionDisplays();

export interface BookableBarService {
  id: number;
  title: string;
  description: string;
  image: string | null;
  basePrice: number;
  discount: number;
  /** basePrice less discount, rounded to a whole pound, in pence */
  pricePence: number;
}

/** Active bar services with the price a bar pays (quoteBarService). */
export async function listBookableBarServices(): Promise<BookableBarService[]> {
  const services = await db.barService.findMany({
    where: { isActive: true },
    select: { id: true, title: true, description: true, image: true, basePrice: true, discount: true },
    orderBy: [{ id: "asc" }],
  });
  return services.map((s) => ({ ...s, pricePence: quoteBarService(s.basePrice, s.discount).pricePence }));
}
