"use client";

import type * as React from "react";
import type { FieldValues, SubmitHandler, UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { cn } from "@/lib/utils";

/**
 * A dialog holding one react-hook-form form: title, description, the fields, then a dismiss button and the
 * submit button. With `lockWhileSubmitting` it cannot be dismissed and both buttons are disabled while the
 * submit runs; otherwise only the submit button is.
 */
export function FormDialog<TFieldValues extends FieldValues, TTransformed = TFieldValues>({
  form,
  onSubmit,
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  submittingLabel,
  cancelLabel = "Cancel",
  lockWhileSubmitting = false,
  contentClassName,
  formClassName = "grid gap-4",
  formLabel,
  children,
}: {
  form: UseFormReturn<TFieldValues, unknown, TTransformed>;
  onSubmit: SubmitHandler<TTransformed>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description: React.ReactNode;
  submitLabel: React.ReactNode;
  /** the submit button's text while the submit runs (the submit label otherwise) */
  submittingLabel?: React.ReactNode;
  cancelLabel?: string;
  lockWhileSubmitting?: boolean;
  contentClassName?: string;
  formClassName?: string;
  formLabel?: string;
  children: React.ReactNode;
}) {
  const busy = form.formState.isSubmitting;
  const locked = lockWhileSubmitting && busy;
  return (
    <Dialog open={open} onOpenChange={(o) => !locked && onOpenChange(o)}>
      <DialogContent className={cn(contentClassName)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} className={formClassName} noValidate aria-label={formLabel}>
            {children}
            <DialogFooter>
              <Button type="button" variant="outline" disabled={locked} onClick={() => onOpenChange(false)}>
                {cancelLabel}
              </Button>
              <Button type="submit" disabled={busy}>
                {busy && submittingLabel !== undefined ? submittingLabel : submitLabel}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
