import { Skeleton } from "@/components/ui/skeleton";

/** Shown while a dashboard tab's code loads (kept out of the lazily loaded chunks). */
export function TabSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="space-y-4">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
