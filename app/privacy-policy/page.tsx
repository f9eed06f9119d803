import type { Metadata } from "next";

import { PrivacyContent } from "@/components/site/legal-content";
import { PageShell } from "@/components/site/page-shell";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description:
    "How Summon a Magician collects, uses and keeps personal data from enquiries, bookings and partner venues, and your rights.",
  alternates: { canonical: "/privacy-policy" },
  openGraph: { title: "Privacy Policy | Summon a Magician", url: "/privacy-policy" },
};

export default function PrivacyPolicyPage() {
  return (
    <PageShell>
      <PrivacyContent />
    </PageShell>
  );
}
