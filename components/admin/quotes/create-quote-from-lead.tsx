"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import type { LeadDto, ServiceDto } from "../types";
import { QuoteFormDialog } from "./quote-form-dialog";
import { emptyQuoteForm, type QuoteFormState } from "./quote-form-state";

/** "Create quote" on a lead: the quote form, filled in with the lead's client and event. */
export function CreateQuoteFromLead({ lead, services }: { lead: LeadDto; services: ServiceDto[] }) {
  const [form, setForm] = React.useState<QuoteFormState | null>(null);
  return (
    <>
      <Button variant="outline" onClick={() => setForm(emptyQuoteForm(lead))}>
        Create quote
      </Button>
      <QuoteFormDialog initial={form} services={services} onClose={() => setForm(null)} onSaved={() => setForm(null)} />
    </>
  );
}
