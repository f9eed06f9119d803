import { Badge } from "@/components/ui/badge";
import type { QuoteStatus } from "@/lib/domain/quotes";

const VARIANT = {
  draft: "secondary",
  sent: "secondary",
  accepted: "warning",
  paid: "success",
  withdrawn: "destructive",
  declined: "destructive",
  expired: "destructive",
} as const satisfies Record<QuoteStatus, string>;

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <Badge variant={VARIANT[status]} className="capitalize">
      {status}
    </Badge>
  );
}

/** A sent quote's pencil hold on its date: "Held (1st)", "Held (2nd)". */
export function QuoteHoldBadge({ hold }: { hold: { rank: number; label: string } | null }) {
  if (!hold) return null;
  return <Badge variant={hold.rank === 1 ? "warning" : "secondary"}>{hold.label}</Badge>;
}
