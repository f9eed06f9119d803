/** Data the magician's pages receive from the server (plain JSON): the answers the routes declare. */
import type { Answer } from "@/lib/api-client";

type Item<T> = T extends readonly (infer I)[] ? I : never;

export type AdminBooking = Answer<"getBooking">;
export type BlockedDayDto = Item<Answer<"listBlockedDays">>;
export type ServiceDto = Answer<"updateService">;
export type BarServiceDto = Answer<"updateBarService">;
export type LeadDto = Answer<"updateLeadStatus">;
export type AuditLogRow = Item<Answer<"listAuditLog">>;
export type PromotionDto = Item<Answer<"listManagedPromotions">>;
export type AdminReview = Answer<"moderateReview">;
export type BlockedHoursDto = Item<Answer<"listBlockedHours">>;
export type QuoteDto = Answer<"getQuote">;
// Read by the dashboard's page on the server, not through a route.
export type { DashboardStats } from "@/lib/server/admin/dashboard";
export type { CalendarDayCount } from "@/lib/server/admin/bookings-list";
