"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useHydrated } from "@/components/ui/use-hydrated";
import { BOOKING_STATUSES } from "@/lib/domain/booking-status";
import { statusBadgeLabel } from "@/lib/domain/status-labels";
import {
  BOOKING_SOURCE_LABELS,
  BOOKING_SOURCES,
  BOOKING_VENUES,
  PAYMENT_STATUSES,
  type BookingFilterKey,
} from "@/lib/validation/booking-list";

export type BookingFilters = Partial<Record<BookingFilterKey, string>>;

const VENUE_LABEL: Record<(typeof BOOKING_VENUES)[number], string> = {
  partner: "Partner bar",
  own: "Customer's venue",
};
const SORT_LABEL: Record<string, string> = {
  "-createdAt": "Newest booked first",
  createdAt: "Oldest booked first",
  eventDate: "Event date (soonest first)",
  "-eventDate": "Event date (latest first)",
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The choice filters, each with its "any" entry first. */
const CHOICES: {
  key: BookingFilterKey;
  label: string;
  allLabel: string;
  options: readonly (readonly [string, string])[];
}[] = [
  {
    key: "status",
    label: "Status",
    allLabel: "All (not awaiting payment)",
    options: BOOKING_STATUSES.map((s) => [s, capitalise(statusBadgeLabel(s).toLowerCase())] as const),
  },
  {
    key: "paymentStatus",
    label: "Payment",
    allLabel: "Any payment",
    options: PAYMENT_STATUSES.map((s) => [s, capitalise(s)] as const),
  },
  {
    key: "source",
    label: "Source",
    allLabel: "Any source",
    options: BOOKING_SOURCES.map((s) => [s, BOOKING_SOURCE_LABELS[s]] as const),
  },
  {
    key: "venue",
    label: "Venue",
    allLabel: "Any venue",
    options: BOOKING_VENUES.map((s) => [s, VENUE_LABEL[s]] as const),
  },
];

function FilterSelect({
  id,
  label,
  value,
  options,
  allLabel,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  allLabel?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-9 w-full rounded-md border border-input bg-background px-2 text-sm"
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The bookings table's search box and filters. The search is sent as the magician types (after a
 * short pause); every other control applies at once. The values live in the page URL (the parent
 * owns them), so a filtered view can be shared and Back returns to the previous one.
 */
export function BookingsFilters({
  filters,
  errors,
  onChange,
}: {
  filters: BookingFilters;
  errors: Record<string, string>;
  onChange: (changes: BookingFilters, mode: "push" | "replace") => void;
}) {
  const [q, setQ] = React.useState(filters.q ?? "");
  const typed = React.useRef(filters.q ?? "");
  const hydrated = useHydrated();

  // Back/Forward or a shared link changed the URL: show its search text.
  React.useEffect(() => {
    if ((filters.q ?? "") !== typed.current) {
      typed.current = filters.q ?? "";
      setQ(filters.q ?? "");
    }
  }, [filters.q]);

  React.useEffect(() => {
    if (q === typed.current) return;
    const timer = window.setTimeout(() => {
      typed.current = q;
      onChange({ q }, "replace");
    }, 350);
    return () => window.clearTimeout(timer);
  }, [q, onChange]);

  const set = (key: BookingFilterKey) => (value: string) => onChange({ [key]: value }, "push");
  const error = (key: string) =>
    errors[key] ? (
      <p id={`bookings-${key}-error`} className="text-sm text-destructive">
        {errors[key]}
      </p>
    ) : null;
  const active = Object.entries(filters).some(([key, value]) => key !== "sort" && value);

  return (
    <form
      role="search"
      aria-label="Search bookings"
      className="space-y-3"
      data-hydrated={hydrated || undefined}
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="space-y-1.5">
        <Label htmlFor="bookings-q">Search</Label>
        <Input
          id="bookings-q"
          type="search"
          value={q}
          maxLength={200}
          placeholder="Name, e-mail, phone or booking number (#30)"
          onChange={(e) => setQ(e.target.value)}
          aria-invalid={!!errors.q}
          aria-describedby={errors.q ? "bookings-q-error" : undefined}
        />
        {error("q")}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {CHOICES.map((choice) => (
          <FilterSelect
            key={choice.key}
            id={`bookings-${choice.key}`}
            label={choice.label}
            value={filters[choice.key] ?? ""}
            allLabel={choice.allLabel}
            options={choice.options}
            onChange={set(choice.key)}
          />
        ))}
        {(["from", "to"] as const).map((key) => (
          <div key={key} className="space-y-1.5">
            <Label htmlFor={`bookings-${key}`}>{key === "from" ? "Event from" : "Event to"}</Label>
            <Input
              id={`bookings-${key}`}
              type="date"
              value={filters[key] ?? ""}
              onChange={(e) => set(key)(e.target.value)}
              aria-invalid={!!errors[key]}
              aria-describedby={errors[key] ? `bookings-${key}-error` : undefined}
            />
            {error(key)}
          </div>
        ))}
        <FilterSelect
          id="bookings-sort"
          label="Sort"
          value={filters.sort ?? "-createdAt"}
          options={Object.entries(SORT_LABEL)}
          onChange={set("sort")}
        />
        <div className="flex items-end">
          <Button
            type="button"
            variant="ghost"
            disabled={!active}
            onClick={() => {
              typed.current = "";
              setQ("");
              onChange({ q: "", status: "", paymentStatus: "", source: "", venue: "", from: "", to: "" }, "push");
            }}
          >
            Clear filters
          </Button>
        </div>
      </div>
    </form>
  );
}
