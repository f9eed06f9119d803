"use client";

import type { ComponentProps } from "react";

import { useBooking, type OpenBookingOptions } from "./booking-provider";

type BookButtonProps = Omit<ComponentProps<"button">, "onClick" | "type" | "className"> &
  OpenBookingOptions & {
    /**
     * The complete class list, from bookButtonClass() where the button is composed: merging
     * Tailwind classes here would ship tailwind-merge with the landing page's first scripts.
     */
    className: string;
    onBeforeOpen?: () => void;
  };

/** Any button that opens the booking wizard (header, hero, mobile menu, service cards, closing banner). */
export function BookButton({ title, serviceId, onBeforeOpen, onPointerEnter, onFocus, ...props }: BookButtonProps) {
  const { openBooking, prefetchBooking } = useBooking();
  return (
    <button
      {...props}
      type="button"
      data-slot="button"
      onPointerEnter={(event) => {
        prefetchBooking();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        prefetchBooking();
        onFocus?.(event);
      }}
      onClick={() => {
        onBeforeOpen?.();
        openBooking({ title, serviceId });
      }}
    />
  );
}
