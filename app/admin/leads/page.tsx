import type { Metadata } from "next";
import { LeadHistory } from "@/components/admin/lead-history";
import { listAllServices } from "@/lib/server/admin/catalogue";
import { listLeads } from "@/lib/server/admin/leads";
import { requirePageRole } from "@/lib/server/auth/page";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Lead History", robots: { index: false, follow: false } };

export default async function LeadsPage() {
  await requirePageRole("magician", "/admin/leads");
  const [leads, services] = await Promise.all([listLeads(), listAllServices()]);
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <LeadHistory leads={leads} services={services.filter((s) => s.isActive)} />
    </main>
  );
}
