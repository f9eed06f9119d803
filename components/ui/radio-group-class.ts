/** The RadioGroup's classes, apart from its Radix code, for server-rendered stand-ins of client forms. */
export const RADIO_GROUP_CLASS = "grid gap-3";

export const RADIO_ITEM_CLASS = [
  "aspect-square size-4 shrink-0 rounded-full border border-input bg-background/60 text-primary shadow-xs transition-[color,box-shadow] outline-none disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary",
  "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/30",
];

export const RADIO_INDICATOR_CLASS = "relative flex items-center justify-center";

export const RADIO_DOT_CLASS = "absolute top-1/2 left-1/2 size-2 -translate-x-1/2 -translate-y-1/2 fill-primary";
