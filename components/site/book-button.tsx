"use client";

import { Button, type ButtonProps } from "@/components/ui/button";

import { useBooking, type OpenBookingOptions } from "./booking-provider";

type BookButtonProps = Omit<ButtonProps, "onClick"> & OpenBookingOptions & { onBeforeOpen?: () => void };

/** Any button that opens the booking wizard (header, hero, mobile menu, service cards, closing banner). */
export function BookButton({ title, serviceId, onBeforeOpen, onPointerEnter, onFocus, children, ...props }: BookButtonProps) {
  const { openBooking, prefetchBooking } = useBooking();
  return (
    <Button
      {...props}
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
    >
      {children}
    </Button>
  );
}
