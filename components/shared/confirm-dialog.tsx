"use client";

import type { ReactNode, RefObject } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

/**
 * A question before an action that cannot be taken back: the magician's (delete, unblock, status
 * change) and the customer's (cancel, move). While `busy` it cannot be dismissed and both buttons
 * are disabled; confirming does not close it (the caller closes it when its request is done).
 */
export function ConfirmDialog({
  open,
  busy,
  onCancel,
  onConfirm,
  title,
  description,
  cancelLabel = "Cancel",
  confirmLabel,
  children,
  returnFocus,
}: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  title: ReactNode;
  description: ReactNode;
  cancelLabel?: string;
  confirmLabel: ReactNode;
  /** extra controls between the description and the buttons (e.g. a refund choice) */
  children?: ReactNode;
  /**
   * Where focus goes back when the dialog closes, for a dialog opened without a Radix trigger (Radix
   * would otherwise return it to whatever had focus when the dialog's code mounted, or to the body).
   */
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(isOpen) => !isOpen && !busy && onCancel()}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          const target = returnFocus?.current;
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            disabled={busy}
            onClick={(event) => {
              event.preventDefault();
              onConfirm();
            }}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
