import type { Metadata } from "next";
import { AccountSettingsCard } from "@/components/bar/account-settings-lazy";
import { BarServicesCard } from "@/components/bar/bar-services-card";
import { ContactCard } from "@/components/bar/contact-card";
import { BarDocumentsCard } from "@/components/bar/documents-card";
import { DrinksCard } from "@/components/bar/drinks-card";
import { LogoutButton } from "@/components/auth/logout-button";
import { OffersCarousel } from "@/components/bar/offers-carousel";
import { RevenueCards } from "@/components/bar/revenue-cards";
import { UpcomingEvents } from "@/components/bar/upcoming-events";
import { requirePageRole } from "@/lib/server/session/page";
import { getSlideshowTimer } from "@/lib/server/promotions/display";
import { listDrinks } from "@/lib/server/bar/drinks";
import { barDocuments } from "@/lib/server/bar/documents";
import {
  getBarAccount,
  getBarSummary,
  listActiveOffers,
  listBarEvents,
  listBookableBarServices,
} from "@/lib/server/bar/dashboard";
import { getMagicianSettings } from "@/lib/server/settings";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Bar Dashboard", robots: { index: false, follow: false } };

/**
 * The partner bar's dashboard. The proxy lets only bar clients in; requirePageRole checks the
 * session against the database again, and every figure below is read on the server for this bar only.
 */
export default async function BarClientDashboardPage() {
  const user = await requirePageRole("bar-client", "/admin/bar-client");
  const [account, summary, events, drinks, offers, settings, services, timerMs, documents] = await Promise.all([
    getBarAccount(user.id),
    getBarSummary(user.id),
    listBarEvents(user.id),
    listDrinks(user.id),
    listActiveOffers(),
    getMagicianSettings(),
    listBookableBarServices(),
    getSlideshowTimer(),
    barDocuments(user.id),
  ]);

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm text-muted-foreground">Partner Bar Dashboard</p>
          <h1 className="font-display text-3xl text-primary">{account.barName}</h1>
          {account.ownerName && <p className="text-sm text-muted-foreground">Welcome back, {account.ownerName}</p>}
        </div>
        <LogoutButton />
      </header>

      <RevenueCards summary={summary} />

      <div className="grid gap-6 lg:grid-cols-2">
        <UpcomingEvents barName={account.barName} initialEvents={events} />
        <DrinksCard initialDrinks={drinks} />
      </div>

      <BarServicesCard services={services} />

      <div className="grid gap-6 lg:grid-cols-2">
        <OffersCarousel offers={offers} intervalMs={timerMs} />
        <ContactCard
          displayName={settings.displayName}
          phone={settings.contactPhone || null}
          email={settings.contactEmail || null}
        />
      </div>

      <BarDocumentsCard documents={documents} />

      <AccountSettingsCard account={account} />
    </main>
  );
}
