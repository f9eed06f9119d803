"use client";

import { EyeIcon, EyeOffIcon, StarIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import * as React from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { REVIEW_STATUSES, reviewAuthor, reviewEventLabel, type ModerationStatus } from "@/lib/domain/reviews";
import { toast } from "@/lib/toast";
import { REVIEW_TOASTS, type ReviewFilter } from "@/lib/validation/reviews";
import { api } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import type { AdminReview } from "./types";

const FILTERS: readonly ReviewFilter[] = ["all", ...REVIEW_STATUSES];
const FILTER_LABELS: Record<ReviewFilter, string> = {
  all: "All",
  pending: "Pending",
  published: "Published",
  hidden: "Hidden",
};
const STATUS_BADGE = { pending: "warning", published: "success", hidden: "muted" } as const;

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });

function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex gap-0.5 text-primary" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <StarIcon key={i} aria-hidden="true" className={i < rating ? "size-4 fill-current" : "size-4 opacity-35"} />
      ))}
    </span>
  );
}

/**
 * The magician's moderation of reviews: new ones arrive pending and show on the site only once
 * published; a published one can be hidden again (and re-published). Each change is audited and
 * refreshes the landing page.
 */
export function ReviewsTab({ reviews }: { reviews: AdminReview[] }) {
  const router = useRouter();
  const [rows, setRows] = React.useState(reviews);
  const [filter, setFilter] = React.useState<ReviewFilter>("all");
  const [busyId, setBusyId] = React.useState<number | null>(null);
  React.useEffect(() => setRows(reviews), [reviews]);

  const count = (f: ReviewFilter) => (f === "all" ? rows.length : rows.filter((r) => r.status === f).length);
  const shown = filter === "all" ? rows : rows.filter((r) => r.status === filter);

  async function moderate(review: AdminReview, status: ModerationStatus) {
    setBusyId(review.id);
    try {
      const updated = await api("moderateReview", { params: { id: review.id }, body: { status } });
      setRows((all) => all.map((r) => (r.id === updated.id ? updated : r)));
      const done = status === "published" ? REVIEW_TOASTS.published : REVIEW_TOASTS.hidden;
      toast.success(done.title, done.description);
      router.refresh();
    } catch (error) {
      toastApiError(error, REVIEW_TOASTS.moderationFailed);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Reviews</CardTitle>
        <CardDescription>
          Reviews clients left through their one-time link. Only published reviews show on the site.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div role="group" aria-label="Show reviews" className="flex flex-wrap gap-2">
          {FILTERS.map((f) => (
            <Button
              key={f}
              size="sm"
              variant={filter === f ? "default" : "outline"}
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
            >
              {FILTER_LABELS[f]} ({count(f)})
            </Button>
          ))}
        </div>
        {shown.length === 0 && (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {rows.length === 0 ? "No reviews yet." : "No reviews here."}
          </p>
        )}
        {shown.map((review) => (
          <article
            key={review.id}
            aria-label={`Review by ${reviewAuthor(review.displayName)}`}
            className="space-y-2 rounded-lg border border-border p-4"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex flex-wrap items-center gap-3">
                <Stars rating={review.rating} />
                <span className="font-medium">{reviewAuthor(review.displayName)}</span>
              </div>
              <Badge
                variant={STATUS_BADGE[review.status as keyof typeof STATUS_BADGE] ?? "outline"}
                className="capitalize"
              >
                {review.status}
              </Badge>
            </div>
            <p className="text-sm whitespace-pre-line">{review.text}</p>
            <p className="text-xs text-muted-foreground">
              Booking #{review.bookingId} · {review.clientName} · {reviewEventLabel(review.eventType)} on{" "}
              {formatIsoDateLong(review.eventDate)} · received {when.format(new Date(review.createdAt))}
            </p>
            <div className="flex flex-wrap gap-2">
              {review.status !== "published" && (
                <Button size="sm" disabled={busyId === review.id} onClick={() => void moderate(review, "published")}>
                  <EyeIcon aria-hidden="true" /> Publish
                </Button>
              )}
              {review.status !== "hidden" && (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busyId === review.id}
                  onClick={() => void moderate(review, "hidden")}
                >
                  <EyeOffIcon aria-hidden="true" /> Hide
                </Button>
              )}
            </div>
          </article>
        ))}
      </CardContent>
    </Card>
  );
}
