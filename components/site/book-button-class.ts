import type { VariantProps } from "class-variance-authority";

import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/utils";

/** Class list of a BookButton with the Button's variants, conflicts resolved (call it where the button is composed). */
export function bookButtonClass(variants: VariantProps<typeof buttonVariants> = {}, className?: string): string {
  return cn(buttonVariants(variants), className);
}
