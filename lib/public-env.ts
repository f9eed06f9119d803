// The browser's configuration: NEXT_PUBLIC_* values, which Next inlines into the client bundle at
// build time. Each must be read as the literal `process.env.NEXT_PUBLIC_X` (no destructuring, no
// computed names), or the browser gets undefined. Empty counts as unset. Changing one needs a new build.

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export const publicEnv = {
  /** Stripe publishable key (pk_…) for the card form; unset: no Stripe card form. */
  stripePublishableKey: present(process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY),
  /** Google Maps browser key with Places; unset: a plain address field and no map code downloaded. */
  googleMapsApiKey: present(process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY),
} as const;
