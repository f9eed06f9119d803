import { Badge } from "@/components/ui/badge";
import { leadStatusColour } from "@/lib/domain/leads";

const VARIANT = { blue: "secondary", yellow: "warning", green: "success", red: "destructive" } as const;

export function LeadStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={VARIANT[leadStatusColour(status)]} className="capitalize">
      {status}
    </Badge>
  );
}
