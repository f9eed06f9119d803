"use client";

import * as React from "react";
import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import { CircleIcon } from "lucide-react";

import { cn } from "@/lib/utils";

import { RADIO_DOT_CLASS, RADIO_GROUP_CLASS, RADIO_INDICATOR_CLASS, RADIO_ITEM_CLASS } from "./radio-group-class";

export function RadioGroup({ className, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root data-slot="radio-group" className={cn(RADIO_GROUP_CLASS, className)} {...props} />;
}

export function RadioGroupItem({ className, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item data-slot="radio-group-item" className={cn(RADIO_ITEM_CLASS, className)} {...props}>
      <RadioGroupPrimitive.Indicator data-slot="radio-group-indicator" className={RADIO_INDICATOR_CLASS}>
        <CircleIcon className={RADIO_DOT_CLASS} aria-hidden="true" />
      </RadioGroupPrimitive.Indicator>
    </RadioGroupPrimitive.Item>
  );
}
