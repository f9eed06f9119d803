import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { apiPath } from "@/lib/api-client/paths";

export const LEADS_EXPORT_PATH = apiPath("exportLeads");

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
