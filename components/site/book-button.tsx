import type { ComponentProps } from "react";

import type { OpenBookingOptions } from "./booking-provider";

type BookButtonProps = Omit<ComponentProps<"button">, "type" | "className"> &
  OpenBookingOptions & {
    /**
     * The complete class list, from bookButtonClass() where the button is composed: merging
     * Tailwind classes here would ship tailwind-merge with the landing page's first scripts.
     */
    className: string;
  };

/**
 * Any button that opens the booking wizard (header, hero, mobile menu, service cards, closing banner).
 * Server-rendered markup with nothing to hydrate: BookingProvider's one listener on the document
 * opens the wizard for a press on any `button[data-book]` (and starts loading its code on hover or
 * focus), so the page does not hydrate a component per button.
 */
export function BookButton({ title, serviceId, ...props }: BookButtonProps) {
  return (
    <button
      {...props}
      type="button"
      data-slot="button"
      data-book=""
      data-book-title={title}
      data-book-service={serviceId}
    />
  );
}
