import type { Metadata } from "next";

import { RegisterBarForm } from "@/components/auth/register-bar-form";
import { PageShell } from "@/components/site/page-shell";

export const metadata: Metadata = {
  title: "Register Your Bar",
  description: "Register your bar or venue as a Summon a Magician partner for a one-time £25 fee.",
  alternates: { canonical: "/register-bar" },
};

/** /register-bar: public bar registration (spec 001 §2). */
export default function RegisterBarPage() {
  return (
    <PageShell>
      <RegisterBarForm />
    </PageShell>
  );
}
