// Written by `npm run routes:generate` from the route files under app/api: do not edit.
import * as route0 from "@/app/api/admin/bookings/route";
import * as route1 from "@/app/api/admin/calendar-feed/route";
import * as route2 from "@/app/api/admin/day-drives/route";
import * as route3 from "@/app/api/admin/documents/route";
import * as route4 from "@/app/api/admin/documents/[file]/route";
import * as route5 from "@/app/api/admin/export/bookings.csv/route";
import * as route6 from "@/app/api/admin/export/documents.csv/route";
import * as route7 from "@/app/api/admin/export/leads.csv/route";
import * as route8 from "@/app/api/admin/insights/route";
import * as route9 from "@/app/api/admin/jobs/route";
import * as route10 from "@/app/api/admin/jobs/retry-mail/route";
import * as route11 from "@/app/api/admin/outbox/route";
import * as route12 from "@/app/api/admin/outbox/[id]/route";
import * as route13 from "@/app/api/admin/two-factor/route";
import * as route14 from "@/app/api/admin/two-factor/disable/route";
import * as route15 from "@/app/api/admin/two-factor/enable/route";
import * as route16 from "@/app/api/admin/two-factor/setup/route";
import * as route17 from "@/app/api/admin/waitlist/route";
import * as route18 from "@/app/api/admin/waitlist/[id]/offer/route";
import * as route19 from "@/app/api/audit-log/route";
import * as route20 from "@/app/api/auth/[...nextauth]/route";
import * as route21 from "@/app/api/auth/check-username/route";
import * as route22 from "@/app/api/auth/register/route";
import * as route23 from "@/app/api/auth/validate/route";
import * as route24 from "@/app/api/availability/route";
import * as route25 from "@/app/api/bar-clients/route";
import * as route26 from "@/app/api/bar-services/route";
import * as route27 from "@/app/api/bar-services/[id]/route";
import * as route28 from "@/app/api/bar/availability/route";
import * as route29 from "@/app/api/bar/documents/[file]/route";
import * as route30 from "@/app/api/bar/events/route";
import * as route31 from "@/app/api/bar/summary/route";
import * as route32 from "@/app/api/blocked-days/route";
import * as route33 from "@/app/api/blocked-days-public/route";
import * as route34 from "@/app/api/blocked-days/[id]/route";
import * as route35 from "@/app/api/blocked-hours/route";
import * as route36 from "@/app/api/blocked-hours/[id]/route";
import * as route37 from "@/app/api/bookings/route";
import * as route38 from "@/app/api/bookings-public/route";
import * as route39 from "@/app/api/bookings/[id]/route";
import * as route40 from "@/app/api/bookings/[id]/manage-link/route";
import * as route41 from "@/app/api/bookings/[id]/refund-retry/route";
import * as route42 from "@/app/api/bookings/[id]/reschedule/route";
import * as route43 from "@/app/api/bookings/[id]/review-link/route";
import * as route44 from "@/app/api/bookings/[id]/status/route";
import * as route45 from "@/app/api/bookings/[id]/times/route";
import * as route46 from "@/app/api/calendar/[token]/route";
import * as route47 from "@/app/api/create-payment-intent/route";
import * as route48 from "@/app/api/demo-payments/confirm/route";
import * as route49 from "@/app/api/demo-payments/dispute/route";
import * as route50 from "@/app/api/demo-payments/refund/route";
import * as route51 from "@/app/api/drinks/route";
import * as route52 from "@/app/api/drinks/[id]/route";
import * as route53 from "@/app/api/drinks/record/route";
import * as route54 from "@/app/api/health/route";
import * as route55 from "@/app/api/jobs/tick/route";
import * as route56 from "@/app/api/leads/route";
import * as route57 from "@/app/api/leads/[id]/convert/route";
import * as route58 from "@/app/api/leads/[id]/notes/route";
import * as route59 from "@/app/api/leads/[id]/status/route";
import * as route60 from "@/app/api/manage/[token]/route";
import * as route61 from "@/app/api/manage/[token]/agreement.pdf/route";
import * as route62 from "@/app/api/manage/[token]/balance-intent/route";
import * as route63 from "@/app/api/manage/[token]/cancel/route";
import * as route64 from "@/app/api/manage/[token]/documents/route";
import * as route65 from "@/app/api/manage/[token]/documents/[file]/route";
import * as route66 from "@/app/api/manage/[token]/ics/route";
import * as route67 from "@/app/api/manage/[token]/reschedule/route";
import * as route68 from "@/app/api/manage/[token]/times/route";
import * as route69 from "@/app/api/payment-terms/route";
import * as route70 from "@/app/api/payments/outcome/route";
import * as route71 from "@/app/api/promotions/route";
import * as route72 from "@/app/api/promotions/[id]/route";
import * as route73 from "@/app/api/promotions/manage/route";
import * as route74 from "@/app/api/promotions/upload/route";
import * as route75 from "@/app/api/quote/[token]/route";
import * as route76 from "@/app/api/quote/[token]/accept/route";
import * as route77 from "@/app/api/quote/[token]/decline/route";
import * as route78 from "@/app/api/quote/[token]/payment/route";
import * as route79 from "@/app/api/quotes/route";
import * as route80 from "@/app/api/quotes/[id]/route";
import * as route81 from "@/app/api/quotes/[id]/send/route";
import * as route82 from "@/app/api/refund-booking/route";
import * as route83 from "@/app/api/registered-bars/route";
import * as route84 from "@/app/api/reviews/route";
import * as route85 from "@/app/api/reviews/[id]/route";
import * as route86 from "@/app/api/services/route";
import * as route87 from "@/app/api/services/[id]/route";
import * as route88 from "@/app/api/settings/route";
import * as route89 from "@/app/api/settings/password/route";
import * as route90 from "@/app/api/slideshow/timer/route";
import * as route91 from "@/app/api/stripe/webhook/route";
import * as route92 from "@/app/api/travel/route";
import * as route93 from "@/app/api/travel/terms/route";
import * as route94 from "@/app/api/uploads/[name]/route";
import * as route95 from "@/app/api/users/[id]/route";
import * as route96 from "@/app/api/users/[id]/password/route";
import * as route97 from "@/app/api/waitlist/route";
import * as route98 from "@/app/api/waitlist/leave/[token]/route";
import * as route99 from "@/app/api/waitlist/offer/[token]/route";

/** Every route module but the description's own (which adds itself), by path. */
export const ROUTE_MODULES = {
  "/api/admin/bookings": route0,
  "/api/admin/calendar-feed": route1,
  "/api/admin/day-drives": route2,
  "/api/admin/documents": route3,
  "/api/admin/documents/[file]": route4,
  "/api/admin/export/bookings.csv": route5,
  "/api/admin/export/documents.csv": route6,
  "/api/admin/export/leads.csv": route7,
  "/api/admin/insights": route8,
  "/api/admin/jobs": route9,
  "/api/admin/jobs/retry-mail": route10,
  "/api/admin/outbox": route11,
  "/api/admin/outbox/[id]": route12,
  "/api/admin/two-factor": route13,
  "/api/admin/two-factor/disable": route14,
  "/api/admin/two-factor/enable": route15,
  "/api/admin/two-factor/setup": route16,
  "/api/admin/waitlist": route17,
  "/api/admin/waitlist/[id]/offer": route18,
  "/api/audit-log": route19,
  "/api/auth/[...nextauth]": route20,
  "/api/auth/check-username": route21,
  "/api/auth/register": route22,
  "/api/auth/validate": route23,
  "/api/availability": route24,
  "/api/bar-clients": route25,
  "/api/bar-services": route26,
  "/api/bar-services/[id]": route27,
  "/api/bar/availability": route28,
  "/api/bar/documents/[file]": route29,
  "/api/bar/events": route30,
  "/api/bar/summary": route31,
  "/api/blocked-days": route32,
  "/api/blocked-days-public": route33,
  "/api/blocked-days/[id]": route34,
  "/api/blocked-hours": route35,
  "/api/blocked-hours/[id]": route36,
  "/api/bookings": route37,
  "/api/bookings-public": route38,
  "/api/bookings/[id]": route39,
  "/api/bookings/[id]/manage-link": route40,
  "/api/bookings/[id]/refund-retry": route41,
  "/api/bookings/[id]/reschedule": route42,
  "/api/bookings/[id]/review-link": route43,
  "/api/bookings/[id]/status": route44,
  "/api/bookings/[id]/times": route45,
  "/api/calendar/[token]": route46,
  "/api/create-payment-intent": route47,
  "/api/demo-payments/confirm": route48,
  "/api/demo-payments/dispute": route49,
  "/api/demo-payments/refund": route50,
  "/api/drinks": route51,
  "/api/drinks/[id]": route52,
  "/api/drinks/record": route53,
  "/api/health": route54,
  "/api/jobs/tick": route55,
  "/api/leads": route56,
  "/api/leads/[id]/convert": route57,
  "/api/leads/[id]/notes": route58,
  "/api/leads/[id]/status": route59,
  "/api/manage/[token]": route60,
  "/api/manage/[token]/agreement.pdf": route61,
  "/api/manage/[token]/balance-intent": route62,
  "/api/manage/[token]/cancel": route63,
  "/api/manage/[token]/documents": route64,
  "/api/manage/[token]/documents/[file]": route65,
  "/api/manage/[token]/ics": route66,
  "/api/manage/[token]/reschedule": route67,
  "/api/manage/[token]/times": route68,
  "/api/payment-terms": route69,
  "/api/payments/outcome": route70,
  "/api/promotions": route71,
  "/api/promotions/[id]": route72,
  "/api/promotions/manage": route73,
  "/api/promotions/upload": route74,
  "/api/quote/[token]": route75,
  "/api/quote/[token]/accept": route76,
  "/api/quote/[token]/decline": route77,
  "/api/quote/[token]/payment": route78,
  "/api/quotes": route79,
  "/api/quotes/[id]": route80,
  "/api/quotes/[id]/send": route81,
  "/api/refund-booking": route82,
  "/api/registered-bars": route83,
  "/api/reviews": route84,
  "/api/reviews/[id]": route85,
  "/api/services": route86,
  "/api/services/[id]": route87,
  "/api/settings": route88,
  "/api/settings/password": route89,
  "/api/slideshow/timer": route90,
  "/api/stripe/webhook": route91,
  "/api/travel": route92,
  "/api/travel/terms": route93,
  "/api/uploads/[name]": route94,
  "/api/users/[id]": route95,
  "/api/users/[id]/password": route96,
  "/api/waitlist": route97,
  "/api/waitlist/leave/[token]": route98,
  "/api/waitlist/offer/[token]": route99,
} as const;
