"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { SendIcon } from "@/components/ui/static-icons";
import { useEffect } from "react";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import {
  ENQUIRY_DEFAULTS,
  ENQUIRY_TOASTS,
  enquirySchema,
  type Enquiry,
  type EnquiryInput,
} from "@/lib/validation/enquiry";
import { cn } from "@/lib/utils";

import { AddressField } from "@/components/shared/address-field";
import { ENQUIRY_INPUTS, ENQUIRY_LABELS, EventTypeOptions } from "./enquiry-fields";
import { ENQUIRY_CHEVRON, ENQUIRY_SELECT_CLASS } from "./enquiry-style";

export interface EnquiryFormProps {
  /** Values typed into the placeholder before this form loaded. */
  initialValues?: Partial<Record<keyof typeof ENQUIRY_DEFAULTS, string>>;
  /** Field to focus after the swap (the one the visitor was in). */
  focusField?: string;
  /** The visitor pressed 'Send Message' on the placeholder: submit once loaded. */
  submitOnMount?: boolean;
}

/** The contact section's enquiry form. Validates on submit, then on every change. */
export function EnquiryForm({ initialValues, focusField, submitOnMount }: EnquiryFormProps = {}) {
  const form = useForm<EnquiryInput, unknown, Enquiry>({
    resolver: zodResolver(enquirySchema),
    defaultValues: { ...ENQUIRY_DEFAULTS, ...initialValues } as unknown as EnquiryInput,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const submitting = form.formState.isSubmitting;

  useEffect(() => {
    if (focusField && focusField in ENQUIRY_DEFAULTS) form.setFocus(focusField as keyof EnquiryInput);
    if (submitOnMount) void form.handleSubmit(onSubmit)();
    // once, right after the swap from the placeholder
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function onSubmit(values: Enquiry) {
    try {
      await api("sendEnquiry", { body: values });
      form.reset({ ...ENQUIRY_DEFAULTS } as unknown as EnquiryInput);
      toast.success(ENQUIRY_TOASTS.success.title, ENQUIRY_TOASTS.success.description);
    } catch {
      toast.error(ENQUIRY_TOASTS.error.title, ENQUIRY_TOASTS.error.description);
    }
  }

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        noValidate
        aria-label="Enquiry form"
        className="grid gap-5 sm:grid-cols-2"
      >
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{ENQUIRY_LABELS.name}</FormLabel>
              <FormControl>
                <Input {...ENQUIRY_INPUTS.name} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{ENQUIRY_LABELS.email}</FormLabel>
              <FormControl>
                <Input {...ENQUIRY_INPUTS.email} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="phone"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{ENQUIRY_LABELS.phone}</FormLabel>
              <FormControl>
                <Input {...ENQUIRY_INPUTS.phone} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="eventType"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{ENQUIRY_LABELS.eventType}</FormLabel>
              <FormControl>
                <select
                  {...field}
                  value={String(field.value ?? "")}
                  className={cn(ENQUIRY_SELECT_CLASS, !field.value && "text-muted-foreground")}
                  style={{ backgroundImage: ENQUIRY_CHEVRON }}
                >
                  <EventTypeOptions />
                </select>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="location"
          render={({ field }) => (
            <FormItem className="sm:col-span-2">
              <FormLabel>{ENQUIRY_LABELS.location}</FormLabel>
              <FormControl>
                <AddressField
                  name={field.name}
                  ref={field.ref}
                  value={String(field.value ?? "")}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder={ENQUIRY_INPUTS.location.placeholder}
                  mapClassName="h-64"
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="message"
          render={({ field }) => (
            <FormItem className="sm:col-span-2">
              <FormLabel>{ENQUIRY_LABELS.message}</FormLabel>
              <FormControl>
                <Textarea {...ENQUIRY_INPUTS.message} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" disabled={submitting} className="w-full glow-gold sm:w-auto">
            <SendIcon aria-hidden="true" />
            {submitting ? "Sending..." : "Send Message"}
          </Button>
        </div>
      </form>
    </Form>
  );
}
