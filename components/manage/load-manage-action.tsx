/**
 * The code of the booking page's Pay, Move and Cancel, loaded by LazyManageAction (a module of its
 * own, so a test can make a load fail).
 */
import type { ReactNode } from "react";

import type { CancelBookingProps } from "./cancel-booking";
import type { PayKind } from "./pay-option";
import type { PayBalanceProps } from "./pay-balance";
import type { CustomerRescheduleProps } from "./customer-reschedule";

/** What the visitor did to the stand-in before the code arrived. */
export interface Carried {
  /** the value of the stand-in's text or date field */
  text: string;
  /** the radio last pressed */
  choice?: string;
  /** the stand-in's data-replay button was pressed */
  replay: boolean;
}

export type ManageAction =
  | { kind: "cancel"; props: Omit<CancelBookingProps, "initialReason" | "openOnMount"> }
  | { kind: "pay"; props: Omit<PayBalanceProps, "initialKind" | "startOnMount"> }
  | { kind: "move"; props: Omit<CustomerRescheduleProps, "initialDate"> };

/** Renders the loaded action with the page's current props (a refresh after a payment changes the refund). */
export type Render = (action: ManageAction, carried: Carried) => ReactNode;

/** Each action's code is a chunk of its own (with Radix, date-fns, the toasts and tailwind-merge). */
export async function loadAction(kind: ManageAction["kind"]): Promise<Render> {
  switch (kind) {
    case "cancel": {
      const { CancelBooking } = await import("./cancel-booking");
      return function cancel(action, c) {
        if (action.kind !== "cancel") return null;
        return <CancelBooking {...action.props} initialReason={c.text} openOnMount={c.replay} />;
      };
    }
    case "pay": {
      const { PayBalance } = await import("./pay-balance");
      return function pay(action, c) {
        if (action.kind !== "pay") return null;
        return <PayBalance {...action.props} initialKind={c.choice as PayKind} startOnMount={c.replay} />;
      };
    }
    case "move": {
      const { CustomerRescheduleBooking } = await import("./customer-reschedule");
      return function move(action, c) {
        if (action.kind !== "move") return null;
        return <CustomerRescheduleBooking {...action.props} initialDate={c.text} />;
      };
    }
  }
}
