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
import * as route24 from "@/app/api/admin/outbox/texts/route";
import * as route25 from "@/app/api/admin/two-factor/route";
import * as route26 from "@/app/api/admin/two-factor/disable/route";
import * as route27 from "@/app/api/admin/two-factor/enable/route";
import * as route28 from "@/app/api/admin/two-factor/setup/route";
import * as route29 from "@/app/api/admin/waitlist/route";
import * as route30 from "@/app/api/admin/waitlist/[id]/offer/route";
import * as route31 from "@/app/api/audit-log/route";
import * as route32 from "@/app/api/auth/[...nextauth]/route";
import * as route33 from "@/app/api/auth/check-username/route";
import * as route34 from "@/app/api/auth/register/route";
import * as route35 from "@/app/api/auth/validate/route";
import * as route36 from "@/app/api/availability/route";
import * as route37 from "@/app/api/bar-clients/route";
import * as route38 from "@/app/api/bar-services/route";
import * as route39 from "@/app/api/bar-services/[id]/route";
import * as route40 from "@/app/api/bar/availability/route";
import * as route41 from "@/app/api/bar/documents/[file]/route";
import * as route42 from "@/app/api/bar/events/route";
import * as route43 from "@/app/api/bar/summary/route";
import * as route44 from "@/app/api/blocked-days/route";
import * as route45 from "@/app/api/blocked-days-public/route";
import * as route46 from "@/app/api/blocked-days/[id]/route";
import * as route47 from "@/app/api/blocked-hours/route";
import * as route48 from "@/app/api/blocked-hours/[id]/route";
import * as route49 from "@/app/api/bookings/route";
import * as route50 from "@/app/api/bookings-public/route";
import * as route51 from "@/app/api/bookings/[id]/route";
import * as route52 from "@/app/api/bookings/[id]/manage-link/route";
import * as route53 from "@/app/api/bookings/[id]/refund-retry/route";
import * as route54 from "@/app/api/bookings/[id]/reschedule/route";
import * as route55 from "@/app/api/bookings/[id]/review-link/route";
import * as route56 from "@/app/api/bookings/[id]/status/route";
import * as route57 from "@/app/api/bookings/[id]/times/route";
import * as route58 from "@/app/api/calendar/[token]/route";
import * as route59 from "@/app/api/calendar/google/notify/route";
import * as route60 from "@/app/api/create-payment-intent/route";
import * as route61 from "@/app/api/demo-payments/confirm/route";
import * as route62 from "@/app/api/demo-payments/dispute/route";
import * as route63 from "@/app/api/demo-payments/refund/route";
import * as route64 from "@/app/api/drinks/route";
import * as route65 from "@/app/api/drinks/[id]/route";
import * as route66 from "@/app/api/drinks/record/route";
import * as route67 from "@/app/api/health/route";
import * as route68 from "@/app/api/jobs/tick/route";
import * as route69 from "@/app/api/leads/route";
import * as route70 from "@/app/api/leads/[id]/convert/route";
import * as route71 from "@/app/api/leads/[id]/notes/route";
import * as route72 from "@/app/api/leads/[id]/status/route";
import * as route73 from "@/app/api/manage/[token]/route";
import * as route74 from "@/app/api/manage/[token]/agreement.pdf/route";
import * as route75 from "@/app/api/manage/[token]/balance-intent/route";
import * as route76 from "@/app/api/manage/[token]/cancel/route";
import * as route77 from "@/app/api/manage/[token]/documents/route";
import * as route78 from "@/app/api/manage/[token]/documents/[file]/route";
import * as route79 from "@/app/api/manage/[token]/ics/route";
import * as route80 from "@/app/api/manage/[token]/reschedule/route";
import * as route81 from "@/app/api/manage/[token]/times/route";
import * as route82 from "@/app/api/payment-terms/route";
import * as route83 from "@/app/api/payments/outcome/route";
import * as route84 from "@/app/api/promotions/route";
import * as route85 from "@/app/api/promotions/[id]/route";
import * as route86 from "@/app/api/promotions/manage/route";
import * as route87 from "@/app/api/promotions/upload/route";
import * as route88 from "@/app/api/quote/[token]/route";
import * as route89 from "@/app/api/quote/[token]/accept/route";
import * as route90 from "@/app/api/quote/[token]/decline/route";
import * as route91 from "@/app/api/quote/[token]/payment/route";
import * as route92 from "@/app/api/quotes/route";
import * as route93 from "@/app/api/quotes/[id]/route";
import * as route94 from "@/app/api/quotes/[id]/send/route";
import * as route95 from "@/app/api/refund-booking/route";
import * as route96 from "@/app/api/registered-bars/route";
import * as route97 from "@/app/api/reviews/route";
import * as route98 from "@/app/api/reviews/[id]/route";
import * as route99 from "@/app/api/services/route";
import * as route100 from "@/app/api/services/[id]/route";
import * as route101 from "@/app/api/settings/route";
import * as route102 from "@/app/api/settings/password/route";
import * as route103 from "@/app/api/slideshow/timer/route";
import * as route104 from "@/app/api/sms/inbound/route";
import * as route105 from "@/app/api/stripe/webhook/route";
import * as route106 from "@/app/api/travel/route";
import * as route107 from "@/app/api/travel/terms/route";
import * as route108 from "@/app/api/uploads/[name]/route";
import * as route109 from "@/app/api/users/[id]/route";
import * as route110 from "@/app/api/users/[id]/password/route";
import * as route111 from "@/app/api/waitlist/route";
import * as route112 from "@/app/api/waitlist/leave/[token]/route";
import * as route113 from "@/app/api/waitlist/offer/[token]/route";

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
  "/api/admin/outbox/texts": route24,
  "/api/admin/two-factor": route25,
  "/api/admin/two-factor/disable": route26,
  "/api/admin/two-factor/enable": route27,
  "/api/admin/two-factor/setup": route28,
  "/api/admin/waitlist": route29,
  "/api/admin/waitlist/[id]/offer": route30,
  "/api/audit-log": route31,
  "/api/auth/[...nextauth]": route32,
  "/api/auth/check-username": route33,
  "/api/auth/register": route34,
  "/api/auth/validate": route35,
  "/api/availability": route36,
  "/api/bar-clients": route37,
  "/api/bar-services": route38,
  "/api/bar-services/[id]": route39,
  "/api/bar/availability": route40,
  "/api/bar/documents/[file]": route41,
  "/api/bar/events": route42,
  "/api/bar/summary": route43,
  "/api/blocked-days": route44,
  "/api/blocked-days-public": route45,
  "/api/blocked-days/[id]": route46,
  "/api/blocked-hours": route47,
  "/api/blocked-hours/[id]": route48,
  "/api/bookings": route49,
  "/api/bookings-public": route50,
  "/api/bookings/[id]": route51,
  "/api/bookings/[id]/manage-link": route52,
  "/api/bookings/[id]/refund-retry": route53,
  "/api/bookings/[id]/reschedule": route54,
  "/api/bookings/[id]/review-link": route55,
  "/api/bookings/[id]/status": route56,
  "/api/bookings/[id]/times": route57,
  "/api/calendar/[token]": route58,
  "/api/calendar/google/notify": route59,
  "/api/create-payment-intent": route60,
  "/api/demo-payments/confirm": route61,
  "/api/demo-payments/dispute": route62,
  "/api/demo-payments/refund": route63,
  "/api/drinks": route64,
  "/api/drinks/[id]": route65,
  "/api/drinks/record": route66,
  "/api/health": route67,
  "/api/jobs/tick": route68,
  "/api/leads": route69,
  "/api/leads/[id]/convert": route70,
  "/api/leads/[id]/notes": route71,
  "/api/leads/[id]/status": route72,
  "/api/manage/[token]": route73,
  "/api/manage/[token]/agreement.pdf": route74,
  "/api/manage/[token]/balance-intent": route75,
  "/api/manage/[token]/cancel": route76,
  "/api/manage/[token]/documents": route77,
  "/api/manage/[token]/documents/[file]": route78,
  "/api/manage/[token]/ics": route79,
  "/api/manage/[token]/reschedule": route80,
  "/api/manage/[token]/times": route81,
  "/api/payment-terms": route82,
  "/api/payments/outcome": route83,
  "/api/promotions": route84,
  "/api/promotions/[id]": route85,
  "/api/promotions/manage": route86,
  "/api/promotions/upload": route87,
  "/api/quote/[token]": route88,
  "/api/quote/[token]/accept": route89,
  "/api/quote/[token]/decline": route90,
  "/api/quote/[token]/payment": route91,
  "/api/quotes": route92,
  "/api/quotes/[id]": route93,
  "/api/quotes/[id]/send": route94,
  "/api/refund-booking": route95,
  "/api/registered-bars": route96,
  "/api/reviews": route97,
  "/api/reviews/[id]": route98,
  "/api/services": route99,
  "/api/services/[id]": route100,
  "/api/settings": route101,
  "/api/settings/password": route102,
  "/api/slideshow/timer": route103,
  "/api/sms/inbound": route104,
  "/api/stripe/webhook": route105,
  "/api/travel": route106,
  "/api/travel/terms": route107,
  "/api/uploads/[name]": route108,
  "/api/users/[id]": route109,
  "/api/users/[id]/password": route110,
  "/api/waitlist": route111,
  "/api/waitlist/leave/[token]": route112,
  "/api/waitlist/offer/[token]": route113,
} as const;
