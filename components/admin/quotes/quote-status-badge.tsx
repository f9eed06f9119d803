import { Badge } from "@/components/ui/badge";
import type { QuoteStatus } from "@/lib/domain/quotes";

const VARIANT = {
  draft: "secondary",
  sent: "secondary",
  accepted: "warning",
  paid: "success",
  withdrawn: "destructive",
  expired: "destructive",
} as const satisfies Record<QuoteStatus, string>;

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <Badge variant={VARIANT[status]} className="capitalize">
      {status}
    </Badge>
  );
}
