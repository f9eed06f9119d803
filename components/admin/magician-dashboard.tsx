"use client";

import { CalendarDaysIcon, PoundSterlingIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { MONEY_FIGURE_CAPTIONS } from "@/lib/domain/insights";
import { formatGBP } from "@/lib/domain/money";
import { BookingActionsProvider } from "./booking-actions";
import { InsightsSkeleton } from "./insights/insights-skeleton";
import { LeadsTab } from "./leads-tab";
import { TabSkeleton } from "./tab-skeleton";
import type {
  AdminBooking,
  AdminReview,
  AuditLogRow,
  BarServiceDto,
  BlockedDayDto,
  BlockedHoursDto,
  CalendarDayCount,
  DashboardStats,
  LeadDto,
  PromotionDto,
  ServiceDto,
} from "./types";

/*
 * Only the default tab (Leads) ships with the page. Every other tab's code loads when the tab opens
 * (Radix mounts a tab's content only while it is selected), so the dashboard's first load stays near
 * the framework's floor. The cards below the tabs load after the page, as they make their own requests.
 */
const tabLoading = () => <TabSkeleton />;
const BookingsTab = dynamic(() => import("./bookings-tab").then((m) => m.BookingsTab), { loading: tabLoading });
const CatalogueTab = dynamic(() => import("./catalogue-tab").then((m) => m.CatalogueTab), { loading: tabLoading });
const PromotionsTab = dynamic(() => import("./promotions-tab").then((m) => m.PromotionsTab), { loading: tabLoading });
const ReviewsTab = dynamic(() => import("./reviews-tab").then((m) => m.ReviewsTab), { loading: tabLoading });
const AuditLogView = dynamic(() => import("./audit-log-view").then((m) => m.AuditLogView), { loading: tabLoading });
const QuotesTab = dynamic(() => import("./quotes/quotes-tab").then((m) => m.QuotesTab), { loading: tabLoading });
const SettingsTab = dynamic(() => import("./settings-tab").then((m) => m.SettingsTab), { loading: tabLoading });
const BooksTab = dynamic(() => import("./books/books-tab").then((m) => m.BooksTab), { loading: tabLoading });
const OutboxTab = dynamic(() => import("./outbox-tab").then((m) => m.OutboxTab), { loading: tabLoading });
/** The Insights tab's charts (recharts) are drawn in the browser only. */
const InsightsTab = dynamic(() => import("./insights/insights-tab").then((m) => m.InsightsTab), {
  ssr: false,
  loading: () => <InsightsSkeleton />,
});
const CalendarFeedCard = dynamic(() => import("./calendar-feed-card").then((m) => m.CalendarFeedCard), {
  ssr: false,
});
const SystemCard = dynamic(() => import("./system-card").then((m) => m.SystemCard), { ssr: false });
const TwoFactorCard = dynamic(() => import("./two-factor-card").then((m) => m.TwoFactorCard), { ssr: false });

export interface MagicianDashboardData {
  today: string;
  stats: DashboardStats;
  leads: LeadDto[];
  newestBookings: AdminBooking[];
  /** per-day counts for the calendar's colours (SQL GROUP BY) */
  calendarDays: CalendarDayCount[];
  blockedDays: BlockedDayDto[];
  blockedHours: BlockedHoursDto[];
  services: ServiceDto[];
  barServices: BarServiceDto[];
  promotions: PromotionDto[];
  timer: number;
  auditLog: AuditLogRow[];
  reviews: AdminReview[];
  /** Mail stays in the outbox (no SMTP server): the Outbox tab shows it. */
  mailOutbox?: boolean;
  /** Texts stay in the outbox (no Twilio): the Outbox tab shows them beside the mail. */
  textOutbox?: boolean;
}

export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Card>
        <CardHeader className="flex-row items-center justify-between gap-2">
          <div>
            <CardTitle className="text-base">Upcoming Bookings</CardTitle>
            <CardDescription>Next 30 days</CardDescription>
          </div>
          <CalendarDaysIcon aria-hidden="true" className="size-6 text-primary" />
        </CardHeader>
        <CardContent>
          <p className="font-display text-3xl" data-testid="stat-upcoming">
            {stats.upcomingBookings}
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="flex-row items-center justify-between gap-2">
          <div>
            <CardTitle className="text-base">Total Revenue</CardTitle>
            <CardDescription>{MONEY_FIGURE_CAPTIONS.bookedValue}</CardDescription>
          </div>
          <PoundSterlingIcon aria-hidden="true" className="size-6 text-primary" />
        </CardHeader>
        <CardContent>
          <p className="font-display text-3xl" data-testid="stat-revenue">
            {formatGBP(stats.totalRevenuePence)}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

const TABS = [
  "leads",
  "bookings",
  "quotes",
  "services",
  "bar-services",
  "promotions",
  "reviews",
  "insights",
  "books",
  "audit",
  "settings",
];

export function MagicianDashboard({ data }: { data: MagicianDashboardData }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  // The open tab is part of the page address (?tab=bookings&q=…), so a filtered bookings view can be shared.
  const asked = searchParams.get("tab");
  const outbox = Boolean(data.mailOutbox || data.textOutbox);
  const tabs = outbox ? [...TABS, "outbox"] : TABS;
  const tab = asked && tabs.includes(asked) ? asked : "leads";
  const pendingReviews = data.reviews.filter((r) => r.status === "pending").length;
  return (
    <BookingActionsProvider bookings={data.newestBookings}>
      <StatCards stats={data.stats} />
      <Tabs
        value={tab}
        onValueChange={(value) => {
          const params = new URLSearchParams(searchParams.toString());
          params.set("tab", value);
          router.replace(`${pathname}?${params.toString()}`, { scroll: false });
        }}
        className="mt-6"
      >
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="leads">Leads</TabsTrigger>
          <TabsTrigger value="bookings">Bookings</TabsTrigger>
          <TabsTrigger value="quotes">Quotes</TabsTrigger>
          <TabsTrigger value="services">Services</TabsTrigger>
          <TabsTrigger value="bar-services">Bar Services</TabsTrigger>
          <TabsTrigger value="promotions">Promotions</TabsTrigger>
          <TabsTrigger value="reviews">Reviews{pendingReviews > 0 ? ` (${pendingReviews} new)` : ""}</TabsTrigger>
          <TabsTrigger value="insights">Insights</TabsTrigger>
          <TabsTrigger value="books">Books</TabsTrigger>
          <TabsTrigger value="audit">Audit Log</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
          {outbox && <TabsTrigger value="outbox">Outbox</TabsTrigger>}
        </TabsList>
        <TabsContent value="leads" className="mt-4">
          <LeadsTab leads={data.leads} bookings={data.newestBookings} />
        </TabsContent>
        <TabsContent value="bookings" className="mt-4">
          <BookingsTab
            dayCounts={data.calendarDays}
            blockedDays={data.blockedDays}
            blockedHours={data.blockedHours}
            today={data.today}
          />
        </TabsContent>
        <TabsContent value="quotes" className="mt-4">
          <QuotesTab services={data.services.filter((s) => s.isActive)} />
        </TabsContent>
        <TabsContent value="services" className="mt-4">
          <CatalogueTab kind="service" items={data.services} />
        </TabsContent>
        <TabsContent value="bar-services" className="mt-4">
          <CatalogueTab kind="bar-service" items={data.barServices} />
        </TabsContent>
        <TabsContent value="promotions" className="mt-4">
          <PromotionsTab promotions={data.promotions} timer={data.timer} />
        </TabsContent>
        <TabsContent value="reviews" className="mt-4">
          <ReviewsTab reviews={data.reviews} />
        </TabsContent>
        <TabsContent value="insights" className="mt-4">
          <InsightsTab />
        </TabsContent>
        <TabsContent value="books" className="mt-4">
          <BooksTab today={data.today} />
        </TabsContent>
        <TabsContent value="audit" className="mt-4">
          <AuditLogView initial={data.auditLog} />
        </TabsContent>
        <TabsContent value="settings" className="mt-4">
          <SettingsTab />
        </TabsContent>
        {outbox && (
          <TabsContent value="outbox" className="mt-4">
            <OutboxTab mail={Boolean(data.mailOutbox)} texts={Boolean(data.textOutbox)} />
          </TabsContent>
        )}
      </Tabs>
      <CalendarFeedCard />
      <SystemCard />
      <TwoFactorCard />
    </BookingActionsProvider>
  );
}
