"use client";

import { StarIcon } from "lucide-react";
import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import * as React from "react";

import { REVIEW_RATING_MAX } from "@/lib/domain/reviews";
import { cn } from "@/lib/utils";

export const RATING_WORDS = ["Poor", "Fair", "Good", "Very good", "Excellent"] as const;

const starName = (n: number) => `${n} star${n === 1 ? "" : "s"}: ${RATING_WORDS[n - 1]}`;

/**
 * A 1–5 star rating as a radio group (Radix: one tab stop, arrow keys move and choose, each star
 * named "4 stars: Very good" for screen readers). Stars up to the chosen one are filled.
 */
export function StarRating({
  value,
  onChange,
  labelledBy,
  invalid,
  describedBy,
  disabled,
}: {
  value: number | undefined;
  onChange: (rating: number) => void;
  labelledBy: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}) {
  const [hover, setHover] = React.useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <RadioGroupPrimitive.Root
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required="true"
        value={value ? String(value) : ""}
        onValueChange={(v) => onChange(Number(v))}
        disabled={disabled}
        orientation="horizontal"
        loop
        className="flex gap-1"
        onMouseLeave={() => setHover(null)}
      >
        {Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1).map((n) => (
          <RadioGroupPrimitive.Item
            key={n}
            value={String(n)}
            aria-label={starName(n)}
            title={starName(n)}
            onMouseEnter={() => setHover(n)}
            className="rounded-md p-1 text-primary outline-none transition-transform hover:scale-110 focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:opacity-50"
          >
            <StarIcon aria-hidden="true" className={cn("size-8", n <= shown ? "fill-current" : "opacity-40")} />
          </RadioGroupPrimitive.Item>
        ))}
      </RadioGroupPrimitive.Root>
      <span className="min-w-24 text-sm text-muted-foreground" aria-hidden="true">
        {shown > 0 ? RATING_WORDS[shown - 1] : ""}
      </span>
    </div>
  );
}
