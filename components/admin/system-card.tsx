"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/lib/toast";
import { api, type Answer } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";

type Overview = Answer<"listJobs">;

const TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});

/** The job queue as the magician sees it: each timed job's last and next run, and mail that could not be sent. */
export function SystemCard() {
  const [overview, setOverview] = React.useState<Overview | null>(null);
  const [busy, setBusy] = React.useState(false);

  const load = React.useCallback(async () => {
    try {
      setOverview(await api("listJobs"));
    } catch (error) {
      toastApiError(error, { title: "Could not load the system status" });
    }
  }, []);

  React.useEffect(() => {
    void load();
  }, [load]);

  async function retryMail() {
    setBusy(true);
    try {
      const { retried } = await api("retryMail");
      toast.success("Mail queued again", `${retried} e-mail${retried === 1 ? "" : "s"} will be sent on the next run.`);
      await load();
    } catch (error) {
      toastApiError(error, { title: "Could not retry mail" });
    } finally {
      setBusy(false);
    }
  }

  const failing = overview?.jobs.filter((job) => job.lastRun?.outcome === "failed") ?? [];
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle className="text-base">System</CardTitle>
        <CardDescription>
          {overview === null
            ? "Loading…"
            : `${failing.length === 0 ? "Every timed job ran fine" : `${failing.length} job${failing.length === 1 ? "" : "s"} failing`} · mail: ${overview.mail.pending} waiting, ${overview.mail.failed} failed`}
        </CardDescription>
      </CardHeader>
      {overview && (
        <CardContent className="space-y-3 text-sm">
          <ul className="space-y-1" aria-label="Timed jobs">
            {overview.jobs.map((job) => (
              <li key={job.name} className="flex flex-wrap justify-between gap-x-4">
                <span title={job.description}>{job.description}</span>
                <span className={job.lastRun?.outcome === "failed" ? "text-destructive-text" : "text-muted-foreground"}>
                  {job.lastRun
                    ? `last ${TIME.format(new Date(job.lastRun.startedAt))}: ${job.lastRun.outcome === "failed" ? `failed (${job.lastRun.error})` : (job.lastRun.summary ?? "ok")}`
                    : "not run yet"}
                  {` · next ${TIME.format(new Date(job.nextRun))}`}
                </span>
              </li>
            ))}
          </ul>
          {overview.mail.failed > 0 && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => void retryMail()}>
              Retry failed mail
            </Button>
          )}
        </CardContent>
      )}
    </Card>
  );
}
