"use client";

import { RefreshCwIcon } from "lucide-react";
import * as React from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { api, type Answer } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";

type OutboxText = Answer<"listTextOutbox">["texts"][number];

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });
const STATUS_BADGE: Record<string, "warning" | "success" | "destructive"> = {
  pending: "warning",
  sent: "success",
  failed: "destructive",
  "opted-out": "destructive",
};

/**
 * The development Outbox's texts: while Twilio is not configured texts only reach the outbox, so
 * here they are as the client would read them, with their segments and when they may go.
 */
export function TextOutboxCard() {
  const [texts, setTexts] = React.useState<OutboxText[] | null>(null);
  const load = React.useCallback(async () => {
    try {
      setTexts((await api("listTextOutbox")).texts);
    } catch (error) {
      toastApiError(error, { title: "Could not load the texts" });
    }
  }, []);
  React.useEffect(() => {
    void load();
  }, [load]);

  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle className="text-base">Texts</CardTitle>
          <CardDescription>
            Twilio is not configured, so texts stay here instead of being sent. Newest first.
          </CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => void load()}>
          <RefreshCwIcon aria-hidden="true" /> Refresh texts
        </Button>
      </CardHeader>
      <CardContent>
        {texts === null ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading…
          </p>
        ) : texts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No text has been queued yet.</p>
        ) : (
          <ul aria-label="Queued texts" className="space-y-2">
            {texts.map((t) => (
              <li key={t.id} className="rounded-md border border-border p-3 text-sm">
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium break-all">To: {t.to}</span>
                  <Badge variant={STATUS_BADGE[t.status] ?? "warning"}>{t.status}</Badge>
                </span>
                <p className="mt-2 whitespace-pre-wrap break-words">{t.body}</p>
                <span className="mt-2 flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
                  <span>
                    {t.kind} · {t.segments} {t.segments === 1 ? "segment" : "segments"} ({t.encoding})
                    {t.bookingId ? ` · booking #${t.bookingId}` : ""}
                  </span>
                  <span>
                    {Date.parse(t.sendAfter) > Date.parse(t.createdAt) + 60_000 ? "not before " : "queued "}
                    <time dateTime={t.sendAfter}>{when.format(new Date(t.sendAfter))}</time>
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
