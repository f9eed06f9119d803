/** Promotions slideshow defaults: a slide every 5 s, a button reading 'Learn More'. */
export const DEFAULT_SLIDESHOW_TIMER_MS = 5000;
export const DEFAULT_PROMOTION_BUTTON_TEXT = "Learn More";

/** The slide at `index` of `length`, wrapping both ways (-1 is the last); 0 when there are none. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}
