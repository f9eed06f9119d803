import type * as React from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** A dashboard card listing short entries (leads, bookings, a day's events), with a note when there are none. */
export function ListCard({
  title,
  description,
  action,
  isEmpty,
  emptyText,
  children,
}: {
  title: React.ReactNode;
  description: React.ReactNode;
  /** shown at the header's end (e.g. an export link) */
  action?: React.ReactNode;
  isEmpty: boolean;
  emptyText: string;
  children: React.ReactNode;
}) {
  const heading = (
    <>
      <CardTitle>{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
    </>
  );
  return (
    <Card>
      {action ? (
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
          <div>{heading}</div>
          {action}
        </CardHeader>
      ) : (
        <CardHeader>{heading}</CardHeader>
      )}
      <CardContent className="space-y-3">
        {isEmpty && <p className="text-sm text-muted-foreground">{emptyText}</p>}
        {children}
      </CardContent>
    </Card>
  );
}

/** One entry of a ListCard: its heading row, a muted line of details, then whatever follows (buttons). */
export function ListEntry({
  label,
  heading,
  details,
  children,
}: {
  label: string;
  heading: React.ReactNode;
  details: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <article aria-label={label} className="rounded-lg border border-border p-3">
      {heading}
      <p className="text-sm text-muted-foreground">{details}</p>
      {children}
    </article>
  );
}
