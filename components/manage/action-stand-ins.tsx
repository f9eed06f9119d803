import { CircleIcon } from "@/components/ui/static-icons";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { LABEL_CLASS } from "@/components/ui/label-class";
import {
  RADIO_DOT_CLASS,
  RADIO_GROUP_CLASS,
  RADIO_INDICATOR_CLASS,
  RADIO_ITEM_CLASS,
} from "@/components/ui/radio-group-class";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { payOptionLabel, type PayOption } from "./pay-option";

/*
 * Server-rendered stand-ins of the booking page's Pay, Move and Cancel: the same markup as the
 * client components' first render (tests/unit/manage/action-stand-ins.test.tsx compares them), so
 * nothing moves when LazyManageAction swaps the real one in on the visitor's first hover, focus or
 * touch. A button marked data-replay is pressed again once the code has arrived.
 */

/** Radix's hidden form input beside each radio (absolutely placed: it takes no room). */
const BUBBLE_STYLE = {
  position: "absolute",
  pointerEvents: "none",
  opacity: 0,
  margin: 0,
  transform: "translateX(-100%)",
} as const;

export function CancelBookingStandIn() {
  return (
    <div className="grid gap-3">
      <label data-slot="label" className={LABEL_CLASS} htmlFor="cancel-reason">
        Reason (optional)
      </label>
      <Textarea id="cancel-reason" maxLength={1000} placeholder="Anything the magician should know" />
      <Button variant="destructive" className="w-fit" data-replay="">
        Cancel booking
      </Button>
    </div>
  );
}

export function PayBalanceStandIn({ options }: { options: PayOption[] }) {
  const id = "pay-stand-in";
  const chosen = options[0]?.kind;
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend id={`${id}-legend`} className="mb-2 text-sm font-medium">
          What would you like to pay?
        </legend>
        <div
          role="radiogroup"
          aria-required="false"
          dir="ltr"
          data-slot="radio-group"
          className={RADIO_GROUP_CLASS}
          aria-labelledby={`${id}-legend`}
          tabIndex={-1}
          style={{ outline: "none" }}
        >
          {options.map((option) => {
            const checked = option.kind === chosen;
            const state = checked ? "checked" : "unchecked";
            return (
              <label
                key={option.kind}
                data-slot="label"
                className={cn(
                  LABEL_CLASS,
                  "flex cursor-pointer items-center gap-3 rounded-lg border border-input p-3 font-normal transition-colors hover:border-primary/60",
                  checked && "border-primary bg-primary/10",
                )}
                htmlFor={`${id}-${option.kind}`}
              >
                <button
                  type="button"
                  role="radio"
                  aria-checked={checked}
                  data-state={state}
                  value={option.kind}
                  data-slot="radio-group-item"
                  className={cn(RADIO_ITEM_CLASS)}
                  id={`${id}-${option.kind}`}
                  // the chosen radio is reachable by Tab before the code loads, as it is in Radix's group
                  // once hydrated (Radix's first render has -1 on all of them)
                  tabIndex={checked ? 0 : -1}
                  data-radix-collection-item=""
                >
                  {checked && (
                    <span data-state={state} data-slot="radio-group-indicator" className={RADIO_INDICATOR_CLASS}>
                      <CircleIcon className={RADIO_DOT_CLASS} aria-hidden="true" />
                    </span>
                  )}
                </button>
                <input
                  type="radio"
                  aria-hidden="true"
                  tabIndex={-1}
                  style={BUBBLE_STYLE}
                  defaultChecked={checked}
                  value={option.kind}
                />
                {payOptionLabel(option)}
              </label>
            );
          })}
        </div>
      </fieldset>
      <Button className="w-fit" aria-busy={false} data-replay="">
        Continue to payment
      </Button>
    </div>
  );
}

export function RescheduleStandIn({ minDate }: { minDate: string }) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <label data-slot="label" className={LABEL_CLASS} htmlFor="move-stand-in-date">
          New date
        </label>
        <Input id="move-stand-in-date" type="date" className="w-fit" min={minDate} defaultValue="" />
      </div>
    </div>
  );
}
