import type { Answer } from "@/lib/api-client";

/** Settings → Accounting as GET /api/admin/accounting/connection answers it. */
export type AccountingConnectionState = Answer<"getAccountingConnection">;
