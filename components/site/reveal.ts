/** Reveal animation constants, usable from server and client components. */
export const REVEAL_THRESHOLD = 0.1;
/** Stagger per item and per card. */
export const ITEM_STAGGER_MS = 200;
export const CARD_STAGGER_MS = 150;

/** Inline style for the n-th staggered `.reveal` element. */
export function staggerStyle(index: number, stepMs: number): React.CSSProperties {
  return { "--reveal-delay": `${index * stepMs}ms` } as React.CSSProperties;
}
