/** Data the magician's pages receive from the server (plain JSON). */
export type { AdminBooking } from "@/lib/server/admin/bookings";
export type { BlockedDayDto } from "@/lib/server/availability/blocked-days";
export type { BarServiceDto, ServiceDto } from "@/lib/server/services/catalogue";
export type { DashboardStats } from "@/lib/server/admin/dashboard";
export type { LeadDto } from "@/lib/server/admin/leads";
export type { AuditLogRow } from "@/lib/server/admin/audit-log";
export type { PromotionDto } from "@/lib/server/promotions";
export type { AdminReview } from "@/lib/server/reviews/admin";
export type { BlockedHoursDto } from "@/lib/server/availability/blocked-hours";
export type { CalendarDayCount } from "@/lib/server/admin/bookings-list";
