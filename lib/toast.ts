import { toast as sonner, type ExternalToast } from "sonner";

import { demandToaster } from "./toaster-demand";

/**
 * The single way the site shows notifications: a title plus an
 * optional description. The <Toaster> in the root layout shows one toast at a
 * time for 5 s, so a new toast replaces the previous one.
 *
 *   toast.success("Message sent successfully!", "Thank you for reaching out. ...")
 *   toast.error("Error sending message", "Please try again later.")   // destructive
 */
type Options = Omit<ExternalToast, "description">;
type Id = string | number;

function show(
  kind: "success" | "error" | "info" | "warning",
  title: string,
  description?: string,
  options?: Options,
): Id {
  demandToaster();
  return sonner[kind](title, { ...options, description });
}

export const toast = {
  success: (title: string, description?: string, options?: Options): Id => show("success", title, description, options),
  /** Destructive toast (failures, validation errors that block progress). */
  error: (title: string, description?: string, options?: Options): Id => show("error", title, description, options),
  /** Alias of `error`, for the failures that block progress ("destructive toast"). */
  destructive: (title: string, description?: string, options?: Options): Id =>
    show("error", title, description, options),
  info: (title: string, description?: string, options?: Options): Id => show("info", title, description, options),
  warning: (title: string, description?: string, options?: Options): Id => show("warning", title, description, options),
  dismiss: (id?: Id): Id => sonner.dismiss(id),
};

export type Toast = typeof toast;
