import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LeadHistory } from "@/components/admin/lead-history";
import { listAllServices } from "@/lib/server/services/catalogue";
import { leadHistoryPage } from "@/lib/server/admin/leads";
import { requirePageRole } from "@/lib/server/session/page";
import { AppError } from "@/lib/server/errors";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Lead History", robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function LeadsPage({ searchParams }: { searchParams: SearchParams }) {
  await requirePageRole("magician", "/admin/leads");
  const { cursor } = await searchParams;
  const url = new URL("/admin/leads", "http://admin.invalid");
  if (typeof cursor === "string" && cursor) url.searchParams.set("cursor", cursor);
  const page = await leadHistoryPage(url).catch((error: unknown) => {
    // A cursor that does not decode (an edited or truncated URL): start from the newest leads.
    if (error instanceof AppError && error.status === 400) redirect("/admin/leads");
    throw error;
  });
  const services = await listAllServices();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <LeadHistory
        leads={page.items}
        olderHref={page.next}
        firstPage={!url.searchParams.has("cursor")}
        services={services.filter((s) => s.isActive)}
      />
    </main>
  );
}
