"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { SendIcon } from "lucide-react";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { EVENT_TYPES, EVENT_TYPE_LABELS } from "@/lib/domain/constants";
import { toast } from "@/lib/toast";
import { ENQUIRY_DEFAULTS, ENQUIRY_TOASTS, enquirySchema, type Enquiry, type EnquiryInput } from "@/lib/validation/enquiry";
import { cn } from "@/lib/utils";

import { AddressField } from "./address-field";
import { apiRequest } from "./api";

const selectClass =
  "flex h-10 w-full appearance-none rounded-md border border-input bg-background/60 bg-[length:1rem] bg-[right_0.75rem_center] bg-no-repeat px-3 py-2 pr-9 text-base shadow-xs outline-none md:text-sm focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive";

const CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23c9c3d9' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")";

/** The contact section's enquiry form (spec 000 §2, §4, §5, §8). Validates on submit, then on every change. */
export function EnquiryForm() {
  const form = useForm<EnquiryInput, unknown, Enquiry>({
    resolver: zodResolver(enquirySchema),
    defaultValues: { ...ENQUIRY_DEFAULTS } as unknown as EnquiryInput,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const submitting = form.formState.isSubmitting;

  async function onSubmit(values: Enquiry) {
    try {
      await apiRequest("/api/leads", { body: values });
      form.reset({ ...ENQUIRY_DEFAULTS } as unknown as EnquiryInput);
      toast.success(ENQUIRY_TOASTS.success.title, ENQUIRY_TOASTS.success.description);
    } catch {
      toast.error(ENQUIRY_TOASTS.error.title, ENQUIRY_TOASTS.error.description);
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Enquiry form" className="grid gap-5 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Your Name</FormLabel>
              <FormControl>
                <Input autoComplete="name" placeholder="Jane Smith" {...field} />
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
              <FormLabel>Email Address</FormLabel>
              <FormControl>
                <Input type="email" autoComplete="email" inputMode="email" placeholder="jane@example.com" {...field} />
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
              <FormLabel>Phone Number</FormLabel>
              <FormControl>
                <Input type="tel" autoComplete="tel" placeholder="07700 900123" {...field} />
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
              <FormLabel>Event Type</FormLabel>
              <FormControl>
                <select
                  {...field}
                  value={String(field.value ?? "")}
                  className={cn(selectClass, !field.value && "text-muted-foreground")}
                  style={{ backgroundImage: CHEVRON }}
                >
                  <option value="" disabled>
                    Select an event type
                  </option>
                  {EVENT_TYPES.map((type) => (
                    <option key={type} value={type} className="bg-popover text-foreground">
                      {EVENT_TYPE_LABELS[type]}
                    </option>
                  ))}
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
              <FormLabel>Event Location</FormLabel>
              <FormControl>
                <AddressField
                  name={field.name}
                  ref={field.ref}
                  value={String(field.value ?? "")}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder="Venue name or address"
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
              <FormLabel>Your Message</FormLabel>
              <FormControl>
                <Textarea rows={4} placeholder="Tell me about your event: date, number of guests, the kind of magic you'd love..." {...field} />
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
