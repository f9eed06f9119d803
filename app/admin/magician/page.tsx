import type { Metadata } from "next";
import Link from "next/link";
import { LogoutButton } from "@/components/auth/logout-button";
import { MagicianDashboard } from "@/components/admin/magician-dashboard";
import { RecordDrinksButton } from "@/components/admin/record-drinks-button";
import { Button } from "@/components/ui/button";
import { LEADS_OVERVIEW_COUNT, NEWEST_BOOKINGS_COUNT } from "@/lib/domain/constants";
import { londonToday } from "@/lib/domain/dates";
import { listAuditLog } from "@/lib/server/admin/audit-log";
import { listBlockedDays } from "@/lib/server/availability/blocked-days";
import { newestBookings } from "@/lib/server/admin/bookings";
import { calendarDayCounts } from "@/lib/server/admin/bookings-list";
import { listBlockedHours } from "@/lib/server/availability/blocked-hours";
import { listAllBarServices, listAllServices } from "@/lib/server/services/catalogue";
import { dashboardStats } from "@/lib/server/admin/dashboard";
import { openLeads } from "@/lib/server/admin/leads";
import { mailViewerEnabled } from "@/lib/server/mail/viewer";
import { textViewerEnabled } from "@/lib/server/sms/viewer";
import { requirePageRole } from "@/lib/server/session/page";
import { getSlideshowTimer, listAllPromotions } from "@/lib/server/promotions";
import { listReviewsForMagician } from "@/lib/server/reviews/admin";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Magician Dashboard", robots: { index: false, follow: false } };

/** The magician's dashboard: everything read on the server; client islands act through the API and refresh. */
export default async function MagicianDashboardPage() {
  await requirePageRole("magician", "/admin/magician");
  // one object of named reads, awaited together: the dashboard's data is exactly these, plus today
  const reads = {
    stats: dashboardStats(),
    leads: openLeads(LEADS_OVERVIEW_COUNT),
    newestBookings: newestBookings(NEWEST_BOOKINGS_COUNT),
    calendarDays: calendarDayCounts(),
    blockedDays: listBlockedDays(),
    blockedHours: listBlockedHours(),
    services: listAllServices(),
    barServices: listAllBarServices(),
    promotions: listAllPromotions(),
    timer: getSlideshowTimer(),
    auditLog: listAuditLog({ limit: 50 }),
    reviews: listReviewsForMagician("all"),
  };
  const values = await Promise.all(Object.values(reads));
  const data = Object.fromEntries(Object.keys(reads).map((key, i) => [key, values[i]])) as {
    [K in keyof typeof reads]: Awaited<(typeof reads)[K]>;
  };

  return (
    <main className="mx-auto flex max-w-7xl flex-col px-4 py-8 sm:px-6">
      <header className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm text-muted-foreground">Summon a Magician</p>
          <h1 className="font-display text-3xl text-primary">Magician Dashboard</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link href="/admin/magician/today">Today</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link href="/admin/leads">Lead History</Link>
          </Button>
          <RecordDrinksButton />
          <LogoutButton />
        </div>
      </header>
      <MagicianDashboard
        data={{ today: londonToday(), mailOutbox: mailViewerEnabled(), textOutbox: textViewerEnabled(), ...data }}
      />
    </main>
  );
}
