import { Badge } from "@/components/ui/badge";
import { statusBadgeColour, statusBadgeLabel, statusDotColour } from "@/lib/domain/booking-status";
import { cn } from "@/lib/utils";

const BADGE_VARIANT = {
  green: "success",
  yellow: "warning",
  red: "destructive",
  blue: "secondary",
  grey: "muted",
} as const;

/** CONFIRMED, COMPLETED, PENDING, CANCELLED, REFUNDED. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge variant={BADGE_VARIANT[statusBadgeColour(status)]}>{statusBadgeLabel(status)}</Badge>;
}

const DOT = { green: "bg-success", yellow: "bg-warning", red: "bg-destructive" } as const;

/** Day list dot: green confirmed, yellow pending, red cancelled. */
export function StatusDot({ status }: { status: string }) {
  const colour = statusDotColour(status);
  return (
    <span
      aria-label={`Status: ${status}`}
      role="img"
      className={cn("inline-block size-2.5 shrink-0 rounded-full", DOT[colour])}
    />
  );
}
