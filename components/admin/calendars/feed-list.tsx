"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { RelativeTime } from "@/components/ui/relative-time";
import { api } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import { toast } from "@/lib/toast";
import type { CalendarFeedDto } from "./types";

/** The ICS feeds: name, link (masked by the server), last sync, last error, busy events; each removable. */
export function FeedList({ feeds, onChanged }: { feeds: CalendarFeedDto[]; onChanged: () => void }) {
  const [removing, setRemoving] = useState<number | null>(null);

  async function remove(feed: CalendarFeedDto) {
    setRemoving(feed.id);
    try {
      await api("removeCalendarFeed", { params: { id: feed.id } });
      toast.success("Calendar removed", `${feed.name} no longer blocks any time.`);
      onChanged();
    } catch (error) {
      toastApiError(error, { title: "Remove failed", description: "Failed to remove this calendar." });
    } finally {
      setRemoving(null);
    }
  }

  if (feeds.length === 0) return <p className="text-sm text-muted-foreground">No calendar feeds yet.</p>;
  return (
    <ul className="space-y-2" aria-label="Calendar feeds">
      {feeds.map((feed) => (
        <li key={feed.id} className="rounded-md border border-border p-3 text-sm">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-medium">{feed.name}</p>
              <p className="break-all text-xs text-muted-foreground">{feed.url}</p>
            </div>
            <Button
              size="sm"
              variant="ghost"
              disabled={removing !== null}
              onClick={() => void remove(feed)}
              aria-label={`Remove ${feed.name}`}
            >
              Remove
            </Button>
          </div>
          <p className="mt-1 text-xs text-muted-foreground">
            {feed.events} busy {feed.events === 1 ? "event" : "events"}
            {" · "}
            {feed.lastSyncAt ? (
              <>
                synced <RelativeTime date={feed.lastSyncAt} />
              </>
            ) : (
              "not synced yet"
            )}
          </p>
          {feed.lastError && (
            <p className="mt-1 text-xs text-destructive" role="status">
              Last sync failed: {feed.lastError}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
