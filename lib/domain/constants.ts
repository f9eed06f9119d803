/**
 * Business constants of "Summon a Magician".
 * Money is expressed in integer pence unless the name says otherwise.
 * Pure module: safe to import from browser components and route handlers.
 */

// ---------------------------------------------------------------- money
/** Travel fee charged for non-partner locations: £25. */
export const TRAVEL_FEE_PENCE = 2500;
/** One-time partner bar registration fee: £25. */
export const REGISTRATION_FEE_PENCE = 2500;
/** Partner venue customers get 10% off service prices. */
export const PARTNER_DISCOUNT_RATE = 0.1;
/** Multiplier applied to service prices at partner venues (1 - discount). */
export const PARTNER_PRICE_FACTOR = 0.9;
/** Partner venues earn 15% commission. */
export const BAR_COMMISSION_RATE = 0.15;
/** A deposit is 50% of the total; the rest is paid on the event day. */
export const DEPOSIT_RATE = 0.5;
/** A client total may differ from the server's by at most £0.01. */
export const PRICE_TOLERANCE_POUNDS = 0.01;
export const PRICE_TOLERANCE_PENCE = 1;

// ---------------------------------------------------------------- capacity & times
export const MAX_ACTIVE_BOOKINGS_PER_DAY = 5;
/** Buffer between events (travel / setup), on each side. */
export const BUFFER_MINUTES = 60;
export const DURATIONS = [30, 60, 90, 120, 180] as const;
export type DurationMinutes = (typeof DURATIONS)[number];
/** Duration used for "from" prices before a duration is chosen. */
export const DEFAULT_PRICING_DURATION_MINUTES = 30;
/** Arrival times: every 30 minutes from 09:00 to 23:00. */
export const FIRST_ARRIVAL_TIME = "09:00";
export const LAST_ARRIVAL_TIME = "23:00";
export const ARRIVAL_STEP_MINUTES = 30;
/** Performances must end by 23:00 (the 60-minute buffer may run past it). */
export const LATEST_END_TIME = "23:00";
/** Public arrival times for today must be at least this far ahead. */
export const TODAY_MIN_LEAD_MINUTES = 60;
/** Availability is marked for 1095 days (3 years) ahead. */
export const BOOKING_HORIZON_DAYS = 1095;
export const LONDON_TIME_ZONE = "Europe/London";

// ---------------------------------------------------------------- notice
/** Deposits are only allowed for events at least 3 weeks away. */
export const DEPOSIT_NOTICE_DAYS = 21;
/** Parlor Magic and Stage Illusions need at least 21 days' notice. */
export const ADVANCE_NOTICE_DAYS = 21;
export const ADVANCE_NOTICE_SERVICE_TITLES = ["Parlor Magic", "Parlour Magic", "Stage Illusions"] as const;
export const ADVANCE_NOTICE_LABEL = "(requires booking at least 3 weeks in advance)";

// ---------------------------------------------------------------- bar services
export const BAR_BOOKING_DURATION_MINUTES = 120;
export const BAR_DEFAULT_START_TIME = "19:00";
/** Bar-service start times: hourly 12:00 through 23:00, plus 00:00. */
export const BAR_SERVICE_TIMES = [
  "12:00",
  "13:00",
  "14:00",
  "15:00",
  "16:00",
  "17:00",
  "18:00",
  "19:00",
  "20:00",
  "21:00",
  "22:00",
  "23:00",
  "00:00",
] as const;
export const BAR_CANCELLATION_NOTE = "Cancelations within 7 days of the event are non-refundable.";
/** Bar-service bookings: a full refund until this many days before the event, none after. */
export const BAR_CANCELLATION_REFUND_MIN_DAYS = 7;

// ---------------------------------------------------------------- home-page modal variant
export const HOME_MODAL_DEFAULT_START_TIME = "12:00";
export const HOME_MODAL_DEFAULT_DURATION_MINUTES = 120;

// ---------------------------------------------------------------- enumerations
export const EVENT_TYPES = ["wedding", "corporate", "birthday", "private", "other"] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  wedding: "Wedding",
  corporate: "Corporate Event",
  birthday: "Birthday Party",
  private: "Private Party",
  other: "Other",
};

export const PAYMENT_STATUSES = ["pending", "completed", "cancelled"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Payment types accepted from clients. 'card' exists in old data and is treated as a full payment. */
export const PAYMENT_TYPES = ["one-time", "deposit", "full"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const LEAD_STATUSES = ["new", "contacted", "converted", "rejected"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const USER_ROLES = ["magician", "bar-client", "client"] as const;
export type UserRole = (typeof USER_ROLES)[number];

// ---------------------------------------------------------------- cancellation (terms)
export const CANCELLATION_FULL_REFUND_MIN_DAYS = 31; // "more than 30 days before"
export const CANCELLATION_HALF_REFUND_MIN_DAYS = 14; // "14 to 30 days"
export const CANCELLATION_HALF_REFUND_RATE = 0.5;

// ---------------------------------------------------------------- admin & promotions
export const LEADS_OVERVIEW_COUNT = 3;
export const NEWEST_BOOKINGS_COUNT = 5;
export const UPCOMING_BOOKINGS_WINDOW_DAYS = 30;
export const BAR_DASHBOARD_POLL_MS = 30_000;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ALLOWED_UPLOAD_MIME_TYPES = [
  "image/jpeg",
  "image/jpg",
  "image/png",
  "image/gif",
  "image/webp",
  "video/mp4",
  "video/webm",
] as const;
export const ALLOWED_UPLOAD_EXTENSIONS = ["jpeg", "jpg", "png", "gif", "webp", "mp4", "webm"] as const;
export const SLIDESHOW_TIMER_OPTIONS = [3000, 5000, 7000, 10000, 15000, 20000, 30000] as const;
export const DISPLAY_ORDER_MIN = 0;
export const DISPLAY_ORDER_MAX = 999;
// In their own module so the landing page's slideshow script does not carry this whole file.
export { DEFAULT_PROMOTION_BUTTON_TEXT, DEFAULT_SLIDESHOW_TIMER_MS } from "./slideshow";
/** Convert-lead form defaults: 1 guest, 60 minutes, £150 (total in pounds), deposit. */
export const CONVERT_LEAD_DEFAULTS = {
  guestCount: 1,
  duration: 60,
  totalAmount: 150,
  paymentType: "deposit",
} as const;

// ---------------------------------------------------------------- map
export const MAP_DEFAULT_CENTER = { lat: 55.8642, lng: -4.2518 } as const;
export const MAP_DEFAULT_ZOOM = 13;
export const PLACES_COUNTRY = "gb";

// ---------------------------------------------------------------- the customer's booking page
/** A customer can move their booking from its page until this many days before the event. */
export const RESCHEDULE_MIN_DAYS = 14;
/** ...and at most this many times. */
export const MAX_CUSTOMER_RESCHEDULES = 2;
