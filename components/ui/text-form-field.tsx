"use client";

import type * as React from "react";
import type { Control, ControllerRenderProps, FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

type Omitted = "form" | "name" | "value" | "onChange" | "onBlur";

interface FieldProps<T extends FieldValues, TContext, TOut> {
  form: { control: Control<T, TContext, TOut> };
  name: FieldPath<T>;
  label: React.ReactNode;
  hint?: React.ReactNode;
}

/** A text control's value: what the form holds, as text (nothing for undefined or null). */
const asText = (value: unknown) => (value === undefined || value === null ? "" : String(value));

/** The label, the control, the optional hint and the validation message of one react-hook-form field. */
function LabelledField<T extends FieldValues, TContext, TOut>({
  form,
  name,
  label,
  hint,
  control,
}: FieldProps<T, TContext, TOut> & {
  control: (field: ControllerRenderProps<T, FieldPath<T>>) => React.ReactElement;
}) {
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>{control(field)}</FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

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
}: Omit<React.ComponentProps<typeof Input>, Omitted> & FieldProps<T, TContext, TOut>) {
  return (
    <LabelledField
      form={form}
      name={name}
      label={label}
      hint={hint}
      control={(field) => <Input type={type} {...inputProps} {...field} value={asText(field.value)} />}
    />
  );
}

/** The multi-line sibling of TextFormField. */
export function TextareaFormField<T extends FieldValues, TContext, TOut>({
  form,
  name,
  label,
  hint,
  ...textareaProps
}: Omit<React.ComponentProps<typeof Textarea>, Omitted> & FieldProps<T, TContext, TOut>) {
  return (
    <LabelledField
      form={form}
      name={name}
      label={label}
      hint={hint}
      control={(field) => <Textarea {...textareaProps} {...field} value={asText(field.value)} />}
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
