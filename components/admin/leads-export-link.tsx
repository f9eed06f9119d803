import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

export const LEADS_EXPORT_PATH = "/api/admin/export/leads.csv";

/** "Export leads (CSV)": every lead, as a download. */
export function LeadsExportLink({ size = "sm" }: { size?: "sm" | "default" }) {
  return (
    <Button asChild size={size} variant="outline">
      <a href={LEADS_EXPORT_PATH} download>
        <DownloadIcon aria-hidden="true" />
        Export leads (CSV)
      </a>
    </Button>
  );
}
