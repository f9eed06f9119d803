// Written by `npm run routes:generate` from the route files under app/api: do not edit.
import * as route0 from "@/app/api/admin/bookings/route";
import * as route1 from "@/app/api/admin/calendar-feed/route";
import * as route2 from "@/app/api/admin/calendars/route";
import * as route3 from "@/app/api/admin/calendars/events/route";
import * as route4 from "@/app/api/admin/calendars/feeds/route";
import * as route5 from "@/app/api/admin/calendars/feeds/[id]/route";
import * as route6 from "@/app/api/admin/calendars/google/route";
import * as route7 from "@/app/api/admin/calendars/google/callback/route";
import * as route8 from "@/app/api/admin/calendars/google/changes/route";
import * as route9 from "@/app/api/admin/calendars/google/changes/[id]/apply/route";
import * as route10 from "@/app/api/admin/calendars/google/changes/[id]/restore/route";
import * as route11 from "@/app/api/admin/calendars/google/connect/route";
import * as route12 from "@/app/api/admin/calendars/sync/route";
import * as route13 from "@/app/api/admin/day-drives/route";
import * as route14 from "@/app/api/admin/documents/route";
import * as route15 from "@/app/api/admin/documents/[file]/route";
import * as route16 from "@/app/api/admin/export/bookings.csv/route";
import * as route17 from "@/app/api/admin/export/documents.csv/route";
import * as route18 from "@/app/api/admin/export/leads.csv/route";
import * as route19 from "@/app/api/admin/insights/route";
import * as route20 from "@/app/api/admin/jobs/route";
import * as route21 from "@/app/api/admin/jobs/retry-mail/route";
import * as route22 from "@/app/api/admin/outbox/route";
import * as route23 from "@/app/api/admin/outbox/[id]/route";
import * as route24 from "@/app/api/admin/run-sheets.pdf/route";
import * as route25 from "@/app/api/admin/today/route";
import * as route26 from "@/app/api/admin/two-factor/route";
import * as route27 from "@/app/api/admin/two-factor/disable/route";
import * as route28 from "@/app/api/admin/two-factor/enable/route";
import * as route29 from "@/app/api/admin/two-factor/setup/route";
import * as route30 from "@/app/api/admin/waitlist/route";
import * as route31 from "@/app/api/admin/waitlist/[id]/offer/route";
import * as route32 from "@/app/api/audit-log/route";
import * as route33 from "@/app/api/auth/[...nextauth]/route";
import * as route34 from "@/app/api/auth/check-username/route";
import * as route35 from "@/app/api/auth/register/route";
import * as route36 from "@/app/api/auth/validate/route";
import * as route37 from "@/app/api/availability/route";
import * as route38 from "@/app/api/bar-clients/route";
import * as route39 from "@/app/api/bar-services/route";
import * as route40 from "@/app/api/bar-services/[id]/route";
import * as route41 from "@/app/api/bar/availability/route";
import * as route42 from "@/app/api/bar/documents/[file]/route";
import * as route43 from "@/app/api/bar/events/route";
import * as route44 from "@/app/api/bar/summary/route";
import * as route45 from "@/app/api/blocked-days/route";
import * as route46 from "@/app/api/blocked-days-public/route";
import * as route47 from "@/app/api/blocked-days/[id]/route";
import * as route48 from "@/app/api/blocked-hours/route";
import * as route49 from "@/app/api/blocked-hours/[id]/route";
import * as route50 from "@/app/api/bookings/route";
import * as route51 from "@/app/api/bookings-public/route";
import * as route52 from "@/app/api/bookings/[id]/route";
import * as route53 from "@/app/api/bookings/[id]/manage-link/route";
import * as route54 from "@/app/api/bookings/[id]/on-my-way/route";
import * as route55 from "@/app/api/bookings/[id]/refund-retry/route";
import * as route56 from "@/app/api/bookings/[id]/reschedule/route";
import * as route57 from "@/app/api/bookings/[id]/review-link/route";
import * as route58 from "@/app/api/bookings/[id]/run-sheet.pdf/route";
import * as route59 from "@/app/api/bookings/[id]/status/route";
import * as route60 from "@/app/api/bookings/[id]/times/route";
import * as route61 from "@/app/api/calendar/[token]/route";
import * as route62 from "@/app/api/calendar/google/notify/route";
import * as route63 from "@/app/api/create-payment-intent/route";
import * as route64 from "@/app/api/demo-payments/confirm/route";
import * as route65 from "@/app/api/demo-payments/dispute/route";
import * as route66 from "@/app/api/demo-payments/refund/route";
import * as route67 from "@/app/api/drinks/route";
import * as route68 from "@/app/api/drinks/[id]/route";
import * as route69 from "@/app/api/drinks/record/route";
import * as route70 from "@/app/api/health/route";
import * as route71 from "@/app/api/jobs/tick/route";
import * as route72 from "@/app/api/leads/route";
import * as route73 from "@/app/api/leads/[id]/convert/route";
import * as route74 from "@/app/api/leads/[id]/notes/route";
import * as route75 from "@/app/api/leads/[id]/status/route";
import * as route76 from "@/app/api/manage/[token]/route";
import * as route77 from "@/app/api/manage/[token]/agreement.pdf/route";
import * as route78 from "@/app/api/manage/[token]/balance-intent/route";
import * as route79 from "@/app/api/manage/[token]/cancel/route";
import * as route80 from "@/app/api/manage/[token]/documents/route";
import * as route81 from "@/app/api/manage/[token]/documents/[file]/route";
import * as route82 from "@/app/api/manage/[token]/ics/route";
import * as route83 from "@/app/api/manage/[token]/reschedule/route";
import * as route84 from "@/app/api/manage/[token]/times/route";
import * as route85 from "@/app/api/payment-terms/route";
import * as route86 from "@/app/api/payments/outcome/route";
import * as route87 from "@/app/api/promotions/route";
import * as route88 from "@/app/api/promotions/[id]/route";
import * as route89 from "@/app/api/promotions/manage/route";
import * as route90 from "@/app/api/promotions/upload/route";
import * as route91 from "@/app/api/quote/[token]/route";
import * as route92 from "@/app/api/quote/[token]/accept/route";
import * as route93 from "@/app/api/quote/[token]/decline/route";
import * as route94 from "@/app/api/quote/[token]/payment/route";
import * as route95 from "@/app/api/quotes/route";
import * as route96 from "@/app/api/quotes/[id]/route";
import * as route97 from "@/app/api/quotes/[id]/send/route";
import * as route98 from "@/app/api/refund-booking/route";
import * as route99 from "@/app/api/registered-bars/route";
import * as route100 from "@/app/api/reviews/route";
import * as route101 from "@/app/api/reviews/[id]/route";
import * as route102 from "@/app/api/services/route";
import * as route103 from "@/app/api/services/[id]/route";
import * as route104 from "@/app/api/settings/route";
import * as route105 from "@/app/api/settings/password/route";
import * as route106 from "@/app/api/slideshow/timer/route";
import * as route107 from "@/app/api/stripe/webhook/route";
import * as route108 from "@/app/api/travel/route";
import * as route109 from "@/app/api/travel/terms/route";
import * as route110 from "@/app/api/uploads/[name]/route";
import * as route111 from "@/app/api/users/[id]/route";
import * as route112 from "@/app/api/users/[id]/password/route";
import * as route113 from "@/app/api/waitlist/route";
import * as route114 from "@/app/api/waitlist/leave/[token]/route";
import * as route115 from "@/app/api/waitlist/offer/[token]/route";

/** Every route module but the description's own (which adds itself), by path. */
export const ROUTE_MODULES = {
  "/api/admin/bookings": route0,
  "/api/admin/calendar-feed": route1,
  "/api/admin/calendars": route2,
  "/api/admin/calendars/events": route3,
  "/api/admin/calendars/feeds": route4,
  "/api/admin/calendars/feeds/[id]": route5,
  "/api/admin/calendars/google": route6,
  "/api/admin/calendars/google/callback": route7,
  "/api/admin/calendars/google/changes": route8,
  "/api/admin/calendars/google/changes/[id]/apply": route9,
  "/api/admin/calendars/google/changes/[id]/restore": route10,
  "/api/admin/calendars/google/connect": route11,
  "/api/admin/calendars/sync": route12,
  "/api/admin/day-drives": route13,
  "/api/admin/documents": route14,
  "/api/admin/documents/[file]": route15,
  "/api/admin/export/bookings.csv": route16,
  "/api/admin/export/documents.csv": route17,
  "/api/admin/export/leads.csv": route18,
  "/api/admin/insights": route19,
  "/api/admin/jobs": route20,
  "/api/admin/jobs/retry-mail": route21,
  "/api/admin/outbox": route22,
  "/api/admin/outbox/[id]": route23,
  "/api/admin/run-sheets.pdf": route24,
  "/api/admin/today": route25,
  "/api/admin/two-factor": route26,
  "/api/admin/two-factor/disable": route27,
  "/api/admin/two-factor/enable": route28,
  "/api/admin/two-factor/setup": route29,
  "/api/admin/waitlist": route30,
  "/api/admin/waitlist/[id]/offer": route31,
  "/api/audit-log": route32,
  "/api/auth/[...nextauth]": route33,
  "/api/auth/check-username": route34,
  "/api/auth/register": route35,
  "/api/auth/validate": route36,
  "/api/availability": route37,
  "/api/bar-clients": route38,
  "/api/bar-services": route39,
  "/api/bar-services/[id]": route40,
  "/api/bar/availability": route41,
  "/api/bar/documents/[file]": route42,
  "/api/bar/events": route43,
  "/api/bar/summary": route44,
  "/api/blocked-days": route45,
  "/api/blocked-days-public": route46,
  "/api/blocked-days/[id]": route47,
  "/api/blocked-hours": route48,
  "/api/blocked-hours/[id]": route49,
  "/api/bookings": route50,
  "/api/bookings-public": route51,
  "/api/bookings/[id]": route52,
  "/api/bookings/[id]/manage-link": route53,
  "/api/bookings/[id]/on-my-way": route54,
  "/api/bookings/[id]/refund-retry": route55,
  "/api/bookings/[id]/reschedule": route56,
  "/api/bookings/[id]/review-link": route57,
  "/api/bookings/[id]/run-sheet.pdf": route58,
  "/api/bookings/[id]/status": route59,
  "/api/bookings/[id]/times": route60,
  "/api/calendar/[token]": route61,
  "/api/calendar/google/notify": route62,
  "/api/create-payment-intent": route63,
  "/api/demo-payments/confirm": route64,
  "/api/demo-payments/dispute": route65,
  "/api/demo-payments/refund": route66,
  "/api/drinks": route67,
  "/api/drinks/[id]": route68,
  "/api/drinks/record": route69,
  "/api/health": route70,
  "/api/jobs/tick": route71,
  "/api/leads": route72,
  "/api/leads/[id]/convert": route73,
  "/api/leads/[id]/notes": route74,
  "/api/leads/[id]/status": route75,
  "/api/manage/[token]": route76,
  "/api/manage/[token]/agreement.pdf": route77,
  "/api/manage/[token]/balance-intent": route78,
  "/api/manage/[token]/cancel": route79,
  "/api/manage/[token]/documents": route80,
  "/api/manage/[token]/documents/[file]": route81,
  "/api/manage/[token]/ics": route82,
  "/api/manage/[token]/reschedule": route83,
  "/api/manage/[token]/times": route84,
  "/api/payment-terms": route85,
  "/api/payments/outcome": route86,
  "/api/promotions": route87,
  "/api/promotions/[id]": route88,
  "/api/promotions/manage": route89,
  "/api/promotions/upload": route90,
  "/api/quote/[token]": route91,
  "/api/quote/[token]/accept": route92,
  "/api/quote/[token]/decline": route93,
  "/api/quote/[token]/payment": route94,
  "/api/quotes": route95,
  "/api/quotes/[id]": route96,
  "/api/quotes/[id]/send": route97,
  "/api/refund-booking": route98,
  "/api/registered-bars": route99,
  "/api/reviews": route100,
  "/api/reviews/[id]": route101,
  "/api/services": route102,
  "/api/services/[id]": route103,
  "/api/settings": route104,
  "/api/settings/password": route105,
  "/api/slideshow/timer": route106,
  "/api/stripe/webhook": route107,
  "/api/travel": route108,
  "/api/travel/terms": route109,
  "/api/uploads/[name]": route110,
  "/api/users/[id]": route111,
  "/api/users/[id]/password": route112,
  "/api/waitlist": route113,
  "/api/waitlist/leave/[token]": route114,
  "/api/waitlist/offer/[token]": route115,
} as const;
