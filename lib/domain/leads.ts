/** Lead (enquiry) status rules: which leads may be converted, which are still open, their badge colours. */
import { LEAD_STATUSES, type LeadStatus } from "./constants";

export { LEAD_STATUSES, type LeadStatus };

/** The convert button appears (and conversion is allowed) unless the lead is converted or rejected. */
export function canConvertLead(status: string | null | undefined): boolean {
  return status !== "converted" && status !== "rejected";
}

/** Leads still to work on (new or contacted): the dashboard's "Recent Leads" lists only these. */
export const OPEN_LEAD_STATUSES: readonly LeadStatus[] = LEAD_STATUSES.filter(canConvertLead);

/** Lead status badge colours. */
export function leadStatusColour(status: string | null | undefined): "blue" | "yellow" | "green" | "red" {
  switch (status) {
    case "contacted":
      return "yellow";
    case "converted":
      return "green";
    case "rejected":
      return "red";
    default:
      return "blue";
  }
}
