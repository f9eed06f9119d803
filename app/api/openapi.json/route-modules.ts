// Written by `npm run routes:generate` from the route files under app/api: do not edit.
import * as route0 from "@/app/api/admin/accounting/route";
import * as route1 from "@/app/api/admin/accounting/bank-account/route";
import * as route2 from "@/app/api/admin/accounting/bank-accounts/route";
import * as route3 from "@/app/api/admin/accounting/callback/route";
import * as route4 from "@/app/api/admin/accounting/connect/route";
import * as route5 from "@/app/api/admin/accounting/connection/route";
import * as route6 from "@/app/api/admin/accounting/documents/route";
import * as route7 from "@/app/api/admin/accounting/documents/[number]/retry/route";
import * as route8 from "@/app/api/admin/accounting/organisation/route";
import * as route9 from "@/app/api/admin/accounting/send-from/route";
import * as route10 from "@/app/api/admin/bookings/route";
import * as route11 from "@/app/api/admin/calendar-feed/route";
import * as route12 from "@/app/api/admin/calendars/route";
import * as route13 from "@/app/api/admin/calendars/events/route";
import * as route14 from "@/app/api/admin/calendars/feeds/route";
import * as route15 from "@/app/api/admin/calendars/feeds/[id]/route";
import * as route16 from "@/app/api/admin/calendars/google/route";
import * as route17 from "@/app/api/admin/calendars/google/callback/route";
import * as route18 from "@/app/api/admin/calendars/google/changes/route";
import * as route19 from "@/app/api/admin/calendars/google/changes/[id]/apply/route";
import * as route20 from "@/app/api/admin/calendars/google/changes/[id]/restore/route";
import * as route21 from "@/app/api/admin/calendars/google/connect/route";
import * as route22 from "@/app/api/admin/calendars/sync/route";
import * as route23 from "@/app/api/admin/day-drives/route";
import * as route24 from "@/app/api/admin/documents/route";
import * as route25 from "@/app/api/admin/documents/[file]/route";
import * as route26 from "@/app/api/admin/export/bookings.csv/route";
import * as route27 from "@/app/api/admin/export/documents.csv/route";
import * as route28 from "@/app/api/admin/export/leads.csv/route";
import * as route29 from "@/app/api/admin/insights/route";
import * as route30 from "@/app/api/admin/jobs/route";
import * as route31 from "@/app/api/admin/jobs/retry-mail/route";
import * as route32 from "@/app/api/admin/mileage/route";
import * as route33 from "@/app/api/admin/mileage.csv/route";
import * as route34 from "@/app/api/admin/mileage.pdf/route";
import * as route35 from "@/app/api/admin/mileage/[id]/route";
import * as route36 from "@/app/api/admin/outbox/route";
import * as route37 from "@/app/api/admin/outbox/[id]/route";
import * as route38 from "@/app/api/admin/outbox/texts/route";
import * as route39 from "@/app/api/admin/run-sheets.pdf/route";
import * as route40 from "@/app/api/admin/tax/accountants-pack/route";
import * as route41 from "@/app/api/admin/tax/quarters/route";
import * as route42 from "@/app/api/admin/today/route";
import * as route43 from "@/app/api/admin/two-factor/route";
import * as route44 from "@/app/api/admin/two-factor/disable/route";
import * as route45 from "@/app/api/admin/two-factor/enable/route";
import * as route46 from "@/app/api/admin/two-factor/setup/route";
import * as route47 from "@/app/api/admin/waitlist/route";
import * as route48 from "@/app/api/admin/waitlist/[id]/offer/route";
import * as route49 from "@/app/api/audit-log/route";
import * as route50 from "@/app/api/auth/[...nextauth]/route";
import * as route51 from "@/app/api/auth/check-username/route";
import * as route52 from "@/app/api/auth/register/route";
import * as route53 from "@/app/api/auth/validate/route";
import * as route54 from "@/app/api/availability/route";
import * as route55 from "@/app/api/bar-clients/route";
import * as route56 from "@/app/api/bar-services/route";
import * as route57 from "@/app/api/bar-services/[id]/route";
import * as route58 from "@/app/api/bar/availability/route";
import * as route59 from "@/app/api/bar/documents/[file]/route";
import * as route60 from "@/app/api/bar/events/route";
import * as route61 from "@/app/api/bar/summary/route";
import * as route62 from "@/app/api/blocked-days/route";
import * as route63 from "@/app/api/blocked-days-public/route";
import * as route64 from "@/app/api/blocked-days/[id]/route";
import * as route65 from "@/app/api/blocked-hours/route";
import * as route66 from "@/app/api/blocked-hours/[id]/route";
import * as route67 from "@/app/api/bookings/route";
import * as route68 from "@/app/api/bookings-public/route";
import * as route69 from "@/app/api/bookings/[id]/route";
import * as route70 from "@/app/api/bookings/[id]/manage-link/route";
import * as route71 from "@/app/api/bookings/[id]/on-my-way/route";
import * as route72 from "@/app/api/bookings/[id]/questionnaire/route";
import * as route73 from "@/app/api/bookings/[id]/refund-retry/route";
import * as route74 from "@/app/api/bookings/[id]/reschedule/route";
import * as route75 from "@/app/api/bookings/[id]/review-link/route";
import * as route76 from "@/app/api/bookings/[id]/run-sheet.pdf/route";
import * as route77 from "@/app/api/bookings/[id]/status/route";
import * as route78 from "@/app/api/bookings/[id]/times/route";
import * as route79 from "@/app/api/calendar/[token]/route";
import * as route80 from "@/app/api/calendar/google/notify/route";
import * as route81 from "@/app/api/create-payment-intent/route";
import * as route82 from "@/app/api/demo-payments/confirm/route";
import * as route83 from "@/app/api/demo-payments/dispute/route";
import * as route84 from "@/app/api/demo-payments/refund/route";
import * as route85 from "@/app/api/drinks/route";
import * as route86 from "@/app/api/drinks/[id]/route";
import * as route87 from "@/app/api/drinks/record/route";
import * as route88 from "@/app/api/health/route";
import * as route89 from "@/app/api/jobs/tick/route";
import * as route90 from "@/app/api/leads/route";
import * as route91 from "@/app/api/leads/[id]/convert/route";
import * as route92 from "@/app/api/leads/[id]/notes/route";
import * as route93 from "@/app/api/leads/[id]/status/route";
import * as route94 from "@/app/api/manage/[token]/route";
import * as route95 from "@/app/api/manage/[token]/agreement.pdf/route";
import * as route96 from "@/app/api/manage/[token]/balance-intent/route";
import * as route97 from "@/app/api/manage/[token]/cancel/route";
import * as route98 from "@/app/api/manage/[token]/documents/route";
import * as route99 from "@/app/api/manage/[token]/documents/[file]/route";
import * as route100 from "@/app/api/manage/[token]/ics/route";
import * as route101 from "@/app/api/manage/[token]/questionnaire/route";
import * as route102 from "@/app/api/manage/[token]/reschedule/route";
import * as route103 from "@/app/api/manage/[token]/times/route";
import * as route104 from "@/app/api/payment-terms/route";
import * as route105 from "@/app/api/payments/outcome/route";
import * as route106 from "@/app/api/promotions/route";
import * as route107 from "@/app/api/promotions/[id]/route";
import * as route108 from "@/app/api/promotions/manage/route";
import * as route109 from "@/app/api/promotions/upload/route";
import * as route110 from "@/app/api/questionnaires/route";
import * as route111 from "@/app/api/questionnaires/[eventType]/route";
import * as route112 from "@/app/api/quote/[token]/route";
import * as route113 from "@/app/api/quote/[token]/accept/route";
import * as route114 from "@/app/api/quote/[token]/decline/route";
import * as route115 from "@/app/api/quote/[token]/payment/route";
import * as route116 from "@/app/api/quotes/route";
import * as route117 from "@/app/api/quotes/[id]/route";
import * as route118 from "@/app/api/quotes/[id]/send/route";
import * as route119 from "@/app/api/refund-booking/route";
import * as route120 from "@/app/api/registered-bars/route";
import * as route121 from "@/app/api/reviews/route";
import * as route122 from "@/app/api/reviews/[id]/route";
import * as route123 from "@/app/api/services/route";
import * as route124 from "@/app/api/services/[id]/route";
import * as route125 from "@/app/api/settings/route";
import * as route126 from "@/app/api/settings/password/route";
import * as route127 from "@/app/api/slideshow/timer/route";
import * as route128 from "@/app/api/sms/inbound/route";
import * as route129 from "@/app/api/stripe/webhook/route";
import * as route130 from "@/app/api/travel/route";
import * as route131 from "@/app/api/travel/terms/route";
import * as route132 from "@/app/api/uploads/[name]/route";
import * as route133 from "@/app/api/users/[id]/route";
import * as route134 from "@/app/api/users/[id]/password/route";
import * as route135 from "@/app/api/waitlist/route";
import * as route136 from "@/app/api/waitlist/leave/[token]/route";
import * as route137 from "@/app/api/waitlist/offer/[token]/route";

/** Every route module but the description's own (which adds itself), by path. */
export const ROUTE_MODULES = {
  "/api/admin/accounting": route0,
  "/api/admin/accounting/bank-account": route1,
  "/api/admin/accounting/bank-accounts": route2,
  "/api/admin/accounting/callback": route3,
  "/api/admin/accounting/connect": route4,
  "/api/admin/accounting/connection": route5,
  "/api/admin/accounting/documents": route6,
  "/api/admin/accounting/documents/[number]/retry": route7,
  "/api/admin/accounting/organisation": route8,
  "/api/admin/accounting/send-from": route9,
  "/api/admin/bookings": route10,
  "/api/admin/calendar-feed": route11,
  "/api/admin/calendars": route12,
  "/api/admin/calendars/events": route13,
  "/api/admin/calendars/feeds": route14,
  "/api/admin/calendars/feeds/[id]": route15,
  "/api/admin/calendars/google": route16,
  "/api/admin/calendars/google/callback": route17,
  "/api/admin/calendars/google/changes": route18,
  "/api/admin/calendars/google/changes/[id]/apply": route19,
  "/api/admin/calendars/google/changes/[id]/restore": route20,
  "/api/admin/calendars/google/connect": route21,
  "/api/admin/calendars/sync": route22,
  "/api/admin/day-drives": route23,
  "/api/admin/documents": route24,
  "/api/admin/documents/[file]": route25,
  "/api/admin/export/bookings.csv": route26,
  "/api/admin/export/documents.csv": route27,
  "/api/admin/export/leads.csv": route28,
  "/api/admin/insights": route29,
  "/api/admin/jobs": route30,
  "/api/admin/jobs/retry-mail": route31,
  "/api/admin/mileage": route32,
  "/api/admin/mileage.csv": route33,
  "/api/admin/mileage.pdf": route34,
  "/api/admin/mileage/[id]": route35,
  "/api/admin/outbox": route36,
  "/api/admin/outbox/[id]": route37,
  "/api/admin/outbox/texts": route38,
  "/api/admin/run-sheets.pdf": route39,
  "/api/admin/tax/accountants-pack": route40,
  "/api/admin/tax/quarters": route41,
  "/api/admin/today": route42,
  "/api/admin/two-factor": route43,
  "/api/admin/two-factor/disable": route44,
  "/api/admin/two-factor/enable": route45,
  "/api/admin/two-factor/setup": route46,
  "/api/admin/waitlist": route47,
  "/api/admin/waitlist/[id]/offer": route48,
  "/api/audit-log": route49,
  "/api/auth/[...nextauth]": route50,
  "/api/auth/check-username": route51,
  "/api/auth/register": route52,
  "/api/auth/validate": route53,
  "/api/availability": route54,
  "/api/bar-clients": route55,
  "/api/bar-services": route56,
  "/api/bar-services/[id]": route57,
  "/api/bar/availability": route58,
  "/api/bar/documents/[file]": route59,
  "/api/bar/events": route60,
  "/api/bar/summary": route61,
  "/api/blocked-days": route62,
  "/api/blocked-days-public": route63,
  "/api/blocked-days/[id]": route64,
  "/api/blocked-hours": route65,
  "/api/blocked-hours/[id]": route66,
  "/api/bookings": route67,
  "/api/bookings-public": route68,
  "/api/bookings/[id]": route69,
  "/api/bookings/[id]/manage-link": route70,
  "/api/bookings/[id]/on-my-way": route71,
  "/api/bookings/[id]/questionnaire": route72,
  "/api/bookings/[id]/refund-retry": route73,
  "/api/bookings/[id]/reschedule": route74,
  "/api/bookings/[id]/review-link": route75,
  "/api/bookings/[id]/run-sheet.pdf": route76,
  "/api/bookings/[id]/status": route77,
  "/api/bookings/[id]/times": route78,
  "/api/calendar/[token]": route79,
  "/api/calendar/google/notify": route80,
  "/api/create-payment-intent": route81,
  "/api/demo-payments/confirm": route82,
  "/api/demo-payments/dispute": route83,
  "/api/demo-payments/refund": route84,
  "/api/drinks": route85,
  "/api/drinks/[id]": route86,
  "/api/drinks/record": route87,
  "/api/health": route88,
  "/api/jobs/tick": route89,
  "/api/leads": route90,
  "/api/leads/[id]/convert": route91,
  "/api/leads/[id]/notes": route92,
  "/api/leads/[id]/status": route93,
  "/api/manage/[token]": route94,
  "/api/manage/[token]/agreement.pdf": route95,
  "/api/manage/[token]/balance-intent": route96,
  "/api/manage/[token]/cancel": route97,
  "/api/manage/[token]/documents": route98,
  "/api/manage/[token]/documents/[file]": route99,
  "/api/manage/[token]/ics": route100,
  "/api/manage/[token]/questionnaire": route101,
  "/api/manage/[token]/reschedule": route102,
  "/api/manage/[token]/times": route103,
  "/api/payment-terms": route104,
  "/api/payments/outcome": route105,
  "/api/promotions": route106,
  "/api/promotions/[id]": route107,
  "/api/promotions/manage": route108,
  "/api/promotions/upload": route109,
  "/api/questionnaires": route110,
  "/api/questionnaires/[eventType]": route111,
  "/api/quote/[token]": route112,
  "/api/quote/[token]/accept": route113,
  "/api/quote/[token]/decline": route114,
  "/api/quote/[token]/payment": route115,
  "/api/quotes": route116,
  "/api/quotes/[id]": route117,
  "/api/quotes/[id]/send": route118,
  "/api/refund-booking": route119,
  "/api/registered-bars": route120,
  "/api/reviews": route121,
  "/api/reviews/[id]": route122,
  "/api/services": route123,
  "/api/services/[id]": route124,
  "/api/settings": route125,
  "/api/settings/password": route126,
  "/api/slideshow/timer": route127,
  "/api/sms/inbound": route128,
  "/api/stripe/webhook": route129,
  "/api/travel": route130,
  "/api/travel/terms": route131,
  "/api/uploads/[name]": route132,
  "/api/users/[id]": route133,
  "/api/users/[id]/password": route134,
  "/api/waitlist": route135,
  "/api/waitlist/leave/[token]": route136,
  "/api/waitlist/offer/[token]": route137,
} as const;
