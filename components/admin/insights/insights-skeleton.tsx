import { Skeleton } from "@/components/ui/skeleton";

/** Shown while the Insights tab's code and figures load (kept out of the lazily loaded chunk). */
export function InsightsSkeleton() {
  return (
    <div role="status" aria-label="Loading insights" className="space-y-4">
      <Skeleton className="h-80 w-full" />
      <Skeleton className="h-80 w-full" />
    </div>
  );
}
