/** Promotions slideshow defaults (spec 001). */
export const DEFAULT_SLIDESHOW_TIMER_MS = 5000;
export const DEFAULT_PROMOTION_BUTTON_TEXT = "Learn More";
