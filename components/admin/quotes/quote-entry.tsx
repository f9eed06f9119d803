"use client";

import { Button } from "@/components/ui/button";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { eventTypeLabel } from "@/lib/domain/event-types";
import { formatGBP } from "@/lib/domain/money";
import { canEditQuote } from "@/lib/domain/quotes";
import type { QuoteDto } from "../types";
import { ListEntry } from "../list-card";
import { QuoteHoldBadge, QuoteStatusBadge } from "./quote-status-badge";

/** One quote in the Quotes tab, with what can be done to it now. */
export function QuoteEntry({
  quote: q,
  busy,
  onEdit,
  onSend,
  onWithdraw,
  onCopyLink,
}: {
  quote: QuoteDto;
  busy: boolean;
  onEdit: () => void;
  onSend: () => void;
  onWithdraw: () => void;
  onCopyLink: () => void;
}) {
  const editable = canEditQuote(q.status);
  return (
    <ListEntry
      label={`Quote Q-${q.id} for ${q.clientName}`}
      heading={
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-medium">
            Q-{q.id} · {q.clientName}
          </h3>
          <span className="flex gap-1">
            <QuoteHoldBadge hold={q.hold} />
            <QuoteStatusBadge status={q.status} />
          </span>
        </div>
      }
      details={
        <>
          {eventTypeLabel(q.eventType)} · {formatIsoDateLong(q.eventDate)} · {formatGBP(q.totalPence)} (
          {q.paymentType === "deposit" ? "deposit" : "full"}) · valid until {formatIsoDateLong(q.expiresOn)}
          {q.acceptance ? ` · signed by ${q.acceptance.signedName}` : ""}
          {q.bookingId && q.status === "paid" ? ` · booking #${q.bookingId}` : ""}
        </>
      }
    >
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={!editable || busy} onClick={onEdit}>
          Edit
        </Button>
        <Button size="sm" disabled={!editable || q.status === "expired" || busy} onClick={onSend}>
          {q.sentAt ? "Send again" : "Send"}
        </Button>
        <Button size="sm" variant="outline" onClick={onCopyLink}>
          Copy link
        </Button>
        <Button size="sm" variant="destructive" disabled={!editable || busy} onClick={onWithdraw}>
          Withdraw
        </Button>
      </div>
    </ListEntry>
  );
}
