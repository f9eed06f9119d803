"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { api } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import type { AuditLogRow } from "./types";

const ACTION_LABELS: Record<string, string> = {
  "booking.status": "Booking status changed",
  "booking.refund": "Booking refunded",
  "booking.refund-failed": "Refund failed",
  "booking.refund-retry": "Refund asked for again",
  "blocked-day.block": "Day blocked",
  "blocked-day.unblock": "Day unblocked",
  "service.create": "Service created",
  "service.update": "Service updated",
  "service.delete": "Service deleted",
  "service.deactivate": "Service deactivated",
  "bar-service.create": "Bar service created",
  "bar-service.update": "Bar service updated",
  "bar-service.delete": "Bar service deleted",
  "bar-service.deactivate": "Bar service deactivated",
  "promotion.create": "Promotion created",
  "promotion.update": "Promotion updated",
  "promotion.delete": "Promotion deleted",
  "promotion.upload": "Media uploaded",
  "slideshow.timer": "Slideshow timer changed",
  "lead.status": "Lead status changed",
  "lead.convert": "Lead converted",
  "review.status": "Review published or hidden",
  "two-factor.setup": "Two-factor set-up started",
  "two-factor.enable": "Two-factor sign-in turned on",
  "two-factor.disable": "Two-factor sign-in turned off",
  "two-factor.recovery-code-used": "Signed in with a recovery code",
  "calendar-feed.rotate": "New calendar feed link made",
};

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });

/** The fields that differ between before and after, as "field: old → new". */
const COLUMNS = ["When", "Who", "What", "Record", "Change"];

export function describeChange(before: unknown, after: unknown): string {
  const b = (before && typeof before === "object" ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === "object" ? after : {}) as Record<string, unknown>;
  const show = (v: unknown) =>
    v === null || v === undefined || v === "" ? "—" : typeof v === "object" ? JSON.stringify(v) : String(v);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]),
  );
  if (!before) return keys.map((k) => `${k}: ${show(a[k])}`).join(" · ");
  if (!after) return keys.map((k) => `${k}: ${show(b[k])}`).join(" · ");
  return keys.map((k) => `${k}: ${show(b[k])} → ${show(a[k])}`).join(" · ");
}

/** Read-only list of everything the magician did, newest first. */
export function AuditLogView({ initial }: { initial: AuditLogRow[] }) {
  const [rows, setRows] = React.useState(initial);
  const [done, setDone] = React.useState(initial.length < 50);
  const [busy, setBusy] = React.useState(false);
  React.useEffect(() => {
    setRows(initial);
    setDone(initial.length < 50);
  }, [initial]);

  async function more() {
    const last = rows.at(-1);
    if (!last) return;
    setBusy(true);
    try {
      const next = await api("listAuditLog", { query: { limit: 50, before: last.id } });
      setRows((r) => [...r, ...next]);
      if (next.length < 50) setDone(true);
    } catch (error) {
      toastApiError(error, { title: "Error", description: "Failed to load the audit log." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Audit Log</CardTitle>
        <CardDescription>
          Every change made from the dashboard: who, what, when, before and after. Read-only.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing has been changed yet.</p>
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-muted-foreground">
                <tr>
                  {COLUMNS.map((name, i) => (
                    <th
                      key={name}
                      scope="col"
                      className={i < COLUMNS.length - 1 ? "py-2 pr-4 font-medium" : "py-2 font-medium"}
                    >
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id} className="border-t border-border align-top">
                    <td className="whitespace-nowrap py-2 pr-4">{when.format(new Date(r.createdAt))}</td>
                    <td className="py-2 pr-4">{r.actorName ?? "system"}</td>
                    <td className="py-2 pr-4">{ACTION_LABELS[r.action] ?? r.action}</td>
                    <td className="whitespace-nowrap py-2 pr-4">
                      {r.entity.replace("_", " ")} {r.entityId && r.entity !== "upload" ? `#${r.entityId}` : ""}
                    </td>
                    <td className="py-2 break-all text-muted-foreground">{describeChange(r.before, r.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {!done && (
          <Button className="mt-4" variant="outline" disabled={busy} onClick={() => void more()}>
            {busy ? "Loading..." : "Load more"}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
