"use client";

import { RefreshCwIcon } from "lucide-react";
import * as React from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { api, type Answer } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import { cn } from "@/lib/utils";
import { TextOutboxCard } from "./text-outbox-card";

type OutboxRow = Answer<"listOutbox">["mail"][number];
type OutboxMail = Answer<"getOutboxMail">;

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });
const STATUS_BADGE: Record<string, "warning" | "success" | "destructive"> = {
  pending: "warning",
  sent: "success",
  failed: "destructive",
};

/**
 * The development mail viewer: while no SMTP server is configured, mail only reaches the outbox,
 * so here the magician reads it as it would be sent: the HTML in a sandboxed frame (no scripts,
 * nothing it links to opens inside the dashboard) and its plain-text twin.
 */
export function OutboxTab({ mail = true, texts = false }: { mail?: boolean; texts?: boolean }) {
  const [rows, setRows] = React.useState<OutboxRow[] | null>(null);
  const [open, setOpen] = React.useState<OutboxMail | null>(null);
  const [width, setWidth] = React.useState<"phone" | "desktop">("phone");

  const load = React.useCallback(async () => {
    try {
      setRows((await api("listOutbox")).mail);
    } catch (error) {
      toastApiError(error, { title: "Could not load the outbox" });
    }
  }, []);
  React.useEffect(() => {
    if (mail) void load();
  }, [load, mail]);

  async function show(row: OutboxRow) {
    try {
      setOpen(await api("getOutboxMail", { params: { id: row.id } }));
    } catch (error) {
      toastApiError(error, { title: "Could not open the e-mail" });
    }
  }

  if (!mail) return texts ? <TextOutboxCard /> : null;
  return (
    <div className="grid gap-4">
      <MailOutbox rows={rows} open={open} width={width} setWidth={setWidth} load={load} show={show} />
      {texts && <TextOutboxCard />}
    </div>
  );
}

function MailOutbox({
  rows,
  open,
  width,
  setWidth,
  load,
  show,
}: {
  rows: OutboxRow[] | null;
  open: OutboxMail | null;
  width: "phone" | "desktop";
  setWidth: (w: "phone" | "desktop") => void;
  load: () => Promise<void>;
  show: (row: OutboxRow) => Promise<void>;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Card className="min-w-0">
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
          <div>
            <CardTitle className="text-base">Outbox</CardTitle>
            <CardDescription>
              No mail server is configured, so e-mail stays here instead of being sent. Newest first.
            </CardDescription>
          </div>
          <Button variant="outline" size="sm" onClick={() => void load()}>
            <RefreshCwIcon aria-hidden="true" /> Refresh
          </Button>
        </CardHeader>
        <CardContent>
          {rows === null ? (
            <p role="status" className="text-sm text-muted-foreground">
              Loading…
            </p>
          ) : rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">No e-mail has been queued yet.</p>
          ) : (
            <ul aria-label="Queued e-mail" className="space-y-2">
              {rows.map((row) => (
                <li key={row.id}>
                  <button
                    type="button"
                    aria-current={open?.id === row.id ? "true" : undefined}
                    onClick={() => void show(row)}
                    className={cn(
                      "w-full rounded-md border border-border p-3 text-left text-sm transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                      open?.id === row.id && "border-primary bg-accent",
                    )}
                  >
                    <span className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-medium break-words">{row.subject}</span>
                      <Badge variant={STATUS_BADGE[row.status] ?? "warning"}>{row.status}</Badge>
                    </span>
                    <span className="mt-1 block break-all text-muted-foreground">To: {row.to}</span>
                    <span className="mt-1 flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
                      <span>{row.kind ?? "unknown kind"}</span>
                      <time dateTime={row.createdAt}>{when.format(new Date(row.createdAt))}</time>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="text-base break-words">{open ? open.subject : "Choose an e-mail"}</CardTitle>
          <CardDescription className="break-all">
            {open
              ? `To ${open.to}${open.attachments.length > 0 ? ` · attached: ${open.attachments.join(", ")}` : ""}`
              : "It shows here as it would be sent: the HTML and its plain-text twin."}
          </CardDescription>
        </CardHeader>
        {open && (
          <CardContent className="space-y-4">
            {open.html ? (
              <section aria-label="HTML" className="space-y-2">
                <div className="flex flex-wrap gap-2" role="group" aria-label="Preview width">
                  <Button
                    size="sm"
                    variant={width === "phone" ? "default" : "outline"}
                    aria-pressed={width === "phone"}
                    onClick={() => setWidth("phone")}
                  >
                    Phone (390 px)
                  </Button>
                  <Button
                    size="sm"
                    variant={width === "desktop" ? "default" : "outline"}
                    aria-pressed={width === "desktop"}
                    onClick={() => setWidth("desktop")}
                  >
                    Desktop (600 px)
                  </Button>
                </div>
                <div className="overflow-x-auto">
                  <iframe
                    title={`E-mail: ${open.subject}`}
                    sandbox=""
                    srcDoc={open.html}
                    className="h-[36rem] max-w-none rounded-md border border-border bg-white"
                    style={{ width: width === "phone" ? 390 : 600 }}
                  />
                </div>
              </section>
            ) : (
              <p className="text-sm text-muted-foreground">
                {open.status === "sent" ? "Sent: its content is no longer kept." : "This e-mail has no HTML part."}
              </p>
            )}
            <section aria-label="Plain text" className="space-y-2">
              <h3 className="text-sm font-medium">Plain text</h3>
              <pre className="max-h-96 overflow-auto rounded-md border border-border bg-muted p-3 text-xs whitespace-pre-wrap break-words">
                {open.text || "(none)"}
              </pre>
            </section>
          </CardContent>
        )}
      </Card>
    </div>
  );
}
