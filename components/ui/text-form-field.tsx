"use client";

import type * as React from "react";
import type { Control, FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

type InputProps = Omit<React.ComponentProps<typeof Input>, "form" | "name" | "value" | "onChange" | "onBlur">;

/**
 * One labelled text input of a react-hook-form form (inside `<Form {...form}>`), with an optional hint and
 * its validation message. Any other input attribute (type, autoComplete, placeholder, inputMode…) passes through.
 */
export function TextFormField<T extends FieldValues, TContext, TOut>({
  form,
  name,
  label,
  hint,
  type = "text",
  ...inputProps
}: InputProps & {
  form: { control: Control<T, TContext, TOut> };
  name: FieldPath<T>;
  label: React.ReactNode;
  hint?: React.ReactNode;
}) {
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type={type}
              {...inputProps}
              {...field}
              value={field.value === undefined || field.value === null ? "" : String(field.value)}
            />
          </FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** Puts the server's per-field messages (a 400's `fieldErrors`) on the fields this form has. */
export function setServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "setError">,
  fieldErrors: Record<string, string> | undefined,
  fields: readonly string[],
) {
  for (const [name, message] of Object.entries(fieldErrors ?? {})) {
    if (fields.includes(name)) form.setError(name as FieldPath<T>, { message });
  }
}

/** The multi-line sibling of TextFormField. */
export function TextareaFormField<T extends FieldValues, TContext, TOut>({
  form,
  name,
  label,
  hint,
  ...textareaProps
}: Omit<React.ComponentProps<typeof Textarea>, "form" | "name" | "value" | "onChange" | "onBlur"> & {
  form: { control: Control<T, TContext, TOut> };
  name: FieldPath<T>;
  label: React.ReactNode;
  hint?: React.ReactNode;
}) {
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Textarea
              {...textareaProps}
              {...field}
              value={field.value === undefined || field.value === null ? "" : String(field.value)}
            />
          </FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
