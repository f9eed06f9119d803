import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LeadHistory } from "@/components/admin/lead-history";
import { listAllServices } from "@/lib/server/services/catalogue";
import { leadById } from "@/lib/server/admin/leads";
import { requirePageRole } from "@/lib/server/session/page";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Lead", robots: { index: false, follow: false } };

/** One lead, as the dashboard's "Manage Lead" opens it: its details, notes, status and actions. */
export default async function LeadPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requirePageRole("magician", `/admin/leads/${encodeURIComponent(id)}`);
  const leadId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : NaN;
  const lead = Number.isSafeInteger(leadId) && leadId <= 2_147_483_647 ? await leadById(leadId) : null;
  if (!lead) notFound();
  const services = await listAllServices();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <LeadHistory leads={[lead]} single services={services.filter((s) => s.isActive)} />
    </main>
  );
}
