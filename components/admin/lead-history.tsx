"use client";

import { ArrowLeftIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { LEAD_STATUSES, type LeadStatus } from "@/lib/domain/constants";
import { canConvertLead } from "@/lib/domain/leads";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { ADMIN_TOASTS } from "@/lib/validation/admin";
import { toast } from "@/lib/toast";
import { api } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import { LeadsExportLink } from "./leads-export-link";
import { LeadNotes } from "./lead-notes";
import { LeadStatusBadge } from "./lead-status-badge";
import { eventTypeLabel } from "./leads-tab";
import type { LeadDto, ServiceDto } from "./types";
import { ConvertLeadDialog } from "./convert-lead-dialog";
import { CreateQuoteFromLead } from "./quotes/create-quote-from-lead";
import { RelativeTime } from "@/components/ui/relative-time";

/**
 * The magician's leads, newest first, a page at a time: `olderHref` is the next page's link (null on
 * the last page); pages after the first offer the way back to the newest. `single`: one lead's own
 * page, titled with it, with the way to the whole history.
 */
export function LeadHistory({
  leads,
  services,
  olderHref = null,
  firstPage = true,
  single = false,
}: {
  leads: LeadDto[];
  services: ServiceDto[];
  olderHref?: string | null;
  firstPage?: boolean;
  single?: boolean;
}) {
  const router = useRouter();
  const [converting, setConverting] = React.useState<LeadDto | null>(null);
  const [updating, setUpdating] = React.useState<number | null>(null);

  async function changeStatus(lead: LeadDto, status: LeadStatus) {
    setUpdating(lead.id);
    try {
      await api("updateLeadStatus", { params: { id: lead.id }, body: { status } });
      toast.success(ADMIN_TOASTS.leadStatusUpdated.title, `${lead.name} is now ${status}.`);
      router.refresh();
    } catch (error) {
      toastApiError(error, ADMIN_TOASTS.leadStatusFailed);
    } finally {
      setUpdating(null);
    }
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-3xl text-primary">
          {single && leads[0] ? `Lead from ${leads[0].name}` : "Lead History"}
        </h1>
        <div className="flex flex-wrap gap-2">
          {single ? (
            <Button asChild variant="outline">
              <Link href="/admin/leads">All leads</Link>
            </Button>
          ) : (
            <LeadsExportLink size="default" />
          )}
          <Button asChild variant="outline">
            <Link href="/admin/magician">
              <ArrowLeftIcon aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
        </div>
      </div>
      {leads.length === 0 && firstPage && <p className="py-10 text-center text-muted-foreground">No leads yet</p>}
      <div className="grid gap-4 md:grid-cols-2">
        {leads.map((lead) => (
          <Card key={lead.id} aria-label={`Lead from ${lead.name}`}>
            <CardHeader className="gap-1">
              <div className="flex items-start justify-between gap-2">
                <CardTitle className="text-lg">{lead.name}</CardTitle>
                <LeadStatusBadge status={lead.status} />
              </div>
              <p className="text-xs text-muted-foreground">
                <RelativeTime date={lead.createdAt} />
              </p>
            </CardHeader>
            <CardContent className="space-y-1 text-sm">
              <p>
                <span className="text-muted-foreground">Email: </span>
                <a className="underline" href={`mailto:${lead.email}`}>
                  {lead.email}
                </a>
              </p>
              <p>
                <span className="text-muted-foreground">Phone: </span>
                <a className="underline" href={`tel:${lead.phone.replace(/\s+/g, "")}`}>
                  {lead.phone}
                </a>
              </p>
              {lead.location && (
                <p>
                  <span className="text-muted-foreground">Location: </span>
                  {lead.location}
                </p>
              )}
              <p>
                <span className="text-muted-foreground">Event type: </span>
                {eventTypeLabel(lead.eventType)}
              </p>
              <p className="whitespace-pre-wrap pt-2">{lead.message}</p>
              {lead.booking && (
                <p className="pt-2 text-success">
                  Booking #{lead.booking.id} on {formatIsoDateLong(lead.booking.eventDate)}
                </p>
              )}
              <LeadNotes lead={lead} />
            </CardContent>
            <CardFooter className="flex-wrap gap-2">
              <Select
                value={lead.status}
                disabled={updating === lead.id}
                onValueChange={(v) => void changeStatus(lead, v as LeadStatus)}
              >
                <SelectTrigger className="w-40 capitalize" aria-label={`Status of ${lead.name}'s lead`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {LEAD_STATUSES.map((s) => (
                    <SelectItem key={s} value={s} className="capitalize">
                      {s}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {canConvertLead(lead.status) && !lead.booking && (
                <Button onClick={() => setConverting(lead)}>Convert to Booking</Button>
              )}
              {canConvertLead(lead.status) && !lead.booking && <CreateQuoteFromLead lead={lead} services={services} />}
            </CardFooter>
          </Card>
        ))}
      </div>
      {(olderHref || !firstPage) && (
        <nav aria-label="Lead history pages" className="flex flex-wrap justify-center gap-2">
          {!firstPage && (
            <Button asChild variant="outline">
              <Link href="/admin/leads">Newest leads</Link>
            </Button>
          )}
          {olderHref && (
            <Button asChild variant="outline">
              <Link href={olderHref}>Older leads</Link>
            </Button>
          )}
        </nav>
      )}
      <ConvertLeadDialog
        lead={converting}
        services={services}
        onClose={() => setConverting(null)}
        onConverted={() => {
          setConverting(null);
          router.refresh();
        }}
      />
    </div>
  );
}
