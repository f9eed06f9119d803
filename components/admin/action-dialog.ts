/**
 * The FormDialog settings of the magician's small action dialogs (Block Days, Refund): a Close button,
 * and no dismissing while the request runs (a second submit would block or refund twice).
 */
export const ACTION_DIALOG = {
  cancelLabel: "Close",
  lockWhileSubmitting: true,
  contentClassName: "sm:max-w-md",
  formClassName: "space-y-4",
} as const;
