"use client";

import { CheckCircle2Icon } from "lucide-react";
import Link from "next/link";

import { buttonVariants } from "@/components/ui/button";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { formatGBP } from "@/lib/domain/money";
import { cn } from "@/lib/utils";

import type { PendingBooking } from "./booking-payload";

/** The panels of /checkout and /booking-success. */
export function Panel({
  icon,
  title,
  children,
  tone = "default",
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
  tone?: "default" | "success" | "warning";
}) {
  return (
    <div
      className={cn(
        "rounded-2xl border bg-card/80 p-8 text-center shadow-xl",
        tone === "success" && "border-success/50",
        tone === "warning" && "border-warning/50",
      )}
    >
      <div className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-background/60">{icon}</div>
      <h1 className="font-display text-2xl font-semibold sm:text-3xl">{title}</h1>
      <div className="mx-auto mt-4 max-w-md space-y-4 text-muted-foreground">{children}</div>
    </div>
  );
}

export const homeLink = (
  <Link href="/" className={buttonVariants()}>
    Back to home
  </Link>
);

export function Summary({ pending }: { pending: PendingBooking }) {
  const d = pending.details;
  return (
    <dl className="grid gap-1 rounded-lg border border-border bg-background/40 p-4 text-left text-sm text-foreground">
      <div className="flex justify-between gap-3">
        <dt className="text-muted-foreground">Event</dt>
        <dd>
          {formatIsoDateLong(d.eventDate)} at {d.startTime}
        </dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-muted-foreground">Location</dt>
        <dd className="text-right">{d.eventLocation}</dd>
      </div>
      {d.selectedServices.map((s) => (
        <div key={s.id} className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{s.title}</dt>
          <dd className="tabular-nums">{formatGBP(Math.round(s.price * 100))}</dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between gap-3 border-t border-border pt-2 font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatGBP(pending.totalPence)}</dd>
      </div>
      <div className="flex justify-between gap-3 font-semibold text-primary">
        <dt>Due now</dt>
        <dd className="tabular-nums">{formatGBP(pending.amountPence)}</dd>
      </div>
    </dl>
  );
}

export function SuccessPanel({ email, manageUrl }: { email?: string; manageUrl?: string }) {
  return (
    <Panel
      icon={<CheckCircle2Icon className="size-8 text-success" aria-hidden="true" />}
      title="Booking Successful!"
      tone="success"
    >
      <p>
        Your magical experience is confirmed. A confirmation email with all the details is on its way
        {email ? ` to ${email}` : ""}.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {manageUrl && (
          <a href={new URL(manageUrl).pathname} className={buttonVariants({ variant: "outline" })}>
            See your booking
          </a>
        )}
        {homeLink}
      </div>
    </Panel>
  );
}
