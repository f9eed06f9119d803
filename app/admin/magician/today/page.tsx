import type { Metadata } from "next";
import { TodayView } from "@/components/admin/today/today-view";
import { isValidIsoDate, londonToday } from "@/lib/domain/dates";
import { requirePageRole } from "@/lib/server/session/page";
import { todayView } from "@/lib/server/today/day";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Today", robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The magician's day (today unless ?date= names another): gigs, leave-by times, run sheets, "On my way". */
export default async function TodayPage({ searchParams }: { searchParams: SearchParams }) {
  await requirePageRole("magician", "/admin/magician/today");
  const { date } = await searchParams;
  const day = typeof date === "string" && isValidIsoDate(date) ? date : londonToday();
  const data = await todayView(day);
  return (
    <main className="mx-auto max-w-2xl px-4 py-6 sm:px-6">
      <TodayView data={data} />
    </main>
  );
}
