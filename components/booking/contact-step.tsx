"use client";

import Link from "next/link";
import { useId } from "react";
import { Controller } from "react-hook-form";

import { SmsConsentText } from "@/components/shared/sms-consent-text";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import {
  autoBalanceConsentText,
  autoBalanceOffered,
  balanceChargeDate,
  type AutoBalanceSettings,
} from "@/lib/domain/auto-balance";
import { londonToday } from "@/lib/domain/dates";
import { formatGBP } from "@/lib/domain/money";
import type { BookingQuote } from "@/lib/domain/pricing";
import { cn } from "@/lib/utils";
import { SMS_MESSAGES } from "@/lib/validation/sms";
import { nameFieldAtFault } from "@/lib/validation/wizard";
import { DEPOSIT_AGREEMENT_TEXT } from "@/lib/validation/wizard-texts";

import type { WizardDetails, WizardPaymentType } from "./booking-payload";
import { fieldClass, type WizardForm } from "./wizard-form";

const CONTACT_FIELDS = [
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
  { name: "clientEmail", label: "Email", autoComplete: "email", type: "email", inputMode: "email" },
  { name: "clientPhone", label: "Phone", autoComplete: "tel", type: "tel" },
] as const;

/** Step 4: contact details, payment option (full or 50% deposit), deposit agreement and terms. */
export function ContactStep({
  form,
  details,
  quote,
  onPaymentType,
  autoBalance,
}: {
  form: WizardForm;
  details: WizardDetails;
  quote: BookingQuote;
  onPaymentType: (type: WizardPaymentType) => void;
  /** the magician's automatic balance setting: the optional tick under the deposit agreement */
  autoBalance: AutoBalanceSettings;
}) {
  const id = useId();
  const errors = form.formState.errors;
  // The server checks one full name; its error outlines the one of the two fields it is about.
  const nameError = Boolean((errors as Record<string, unknown>).clientName);
  const nameAtFault = nameFieldAtFault(details);
  const phoneNotTextable = errors.clientPhone?.message === SMS_MESSAGES.notTextable;
  const depositNow = Math.round(quote.totalPence / 2);
  const option = (value: WizardPaymentType) =>
    cn(
      "flex cursor-pointer items-start gap-3 rounded-lg border border-input p-4 font-normal",
      details.paymentType === value && "border-primary bg-primary/10",
    );
  return (
    <div className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {CONTACT_FIELDS.map((f) => (
          <div key={f.name} className={fieldClass}>
            <Label htmlFor={`${id}-${f.name}`}>{f.label}</Label>
            <Input
              id={`${id}-${f.name}`}
              type={"type" in f ? f.type : "text"}
              inputMode={"inputMode" in f ? f.inputMode : undefined}
              autoComplete={f.autoComplete}
              aria-invalid={Boolean(errors[f.name] || (nameError && f.name === nameAtFault)) || undefined}
              aria-describedby={f.name === "clientPhone" && phoneNotTextable ? `${id}-phone-error` : undefined}
              {...form.register(f.name)}
            />
            {f.name === "clientPhone" && phoneNotTextable && (
              <p id={`${id}-phone-error`} className="text-xs text-destructive">
                {SMS_MESSAGES.notTextable}
              </p>
            )}
          </div>
        ))}
      </div>

      <div className="flex items-start gap-3">
        <Controller
          control={form.control}
          name="smsConsent"
          render={({ field }) => (
            <Checkbox
              ref={field.ref}
              id={`${id}-sms`}
              checked={field.value}
              onCheckedChange={(v) => field.onChange(v === true)}
              aria-describedby={`${id}-sms-hint`}
              className="mt-0.5"
            />
          )}
        />
        <SmsConsentText id={id} />
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Payment option</legend>
        <RadioGroup
          value={details.paymentType}
          onValueChange={(v) => onPaymentType(v as WizardPaymentType)}
          className="grid gap-3 sm:grid-cols-2"
        >
          <Label htmlFor={`${id}-pay-full`} className={option("one-time")}>
            <RadioGroupItem id={`${id}-pay-full`} value="one-time" className="mt-1" />
            <span className="grid gap-1">
              <span className="font-semibold">Pay in full</span>
              <span className="text-sm text-muted-foreground">{formatGBP(quote.totalPence)} today</span>
            </span>
          </Label>
          <Label htmlFor={`${id}-pay-deposit`} className={option("deposit")}>
            <RadioGroupItem id={`${id}-pay-deposit`} value="deposit" className="mt-1" />
            <span className="grid gap-1">
              <span className="font-semibold">Pay a 50% deposit</span>
              <span className="text-sm text-muted-foreground">
                {formatGBP(depositNow)} today, the rest on the event day (events at least 3 weeks away)
              </span>
            </span>
          </Label>
        </RadioGroup>
      </fieldset>

      {details.paymentType === "deposit" && (
        <div className="flex items-start gap-3 rounded-lg border border-warning/50 bg-warning/10 p-3">
          <Controller
            control={form.control}
            name="depositAgreement"
            render={({ field }) => (
              <Checkbox
                ref={field.ref}
                id={`${id}-deposit-agree`}
                checked={field.value}
                onCheckedChange={(v) => field.onChange(v === true)}
                aria-invalid={Boolean(errors.depositAgreement) || undefined}
                className="mt-0.5"
              />
            )}
          />
          <Label htmlFor={`${id}-deposit-agree`} className="leading-snug font-normal">
            {DEPOSIT_AGREEMENT_TEXT}
          </Label>
        </div>
      )}

      {details.eventDate &&
        autoBalanceOffered(autoBalance, {
          paymentType: details.paymentType,
          balancePence: quote.balanceDueOnDayPence,
        }) && (
          <div className="flex items-start gap-3 rounded-lg border border-input p-3">
            <Controller
              control={form.control}
              name="autoBalance"
              render={({ field }) => (
                <Checkbox
                  ref={field.ref}
                  id={`${id}-auto-balance`}
                  checked={field.value}
                  onCheckedChange={(v) => field.onChange(v === true)}
                  className="mt-0.5"
                />
              )}
            />
            <Label htmlFor={`${id}-auto-balance`} className="leading-snug font-normal">
              {autoBalanceConsentText(
                quote.balanceDueOnDayPence,
                balanceChargeDate(details.eventDate, autoBalance.daysBefore, londonToday()),
              )}
            </Label>
          </div>
        )}

      <div className="flex items-start gap-3">
        <Controller
          control={form.control}
          name="termsAccepted"
          render={({ field }) => (
            <Checkbox
              ref={field.ref}
              id={`${id}-terms`}
              checked={field.value}
              onCheckedChange={(v) => field.onChange(v === true)}
              aria-invalid={Boolean(errors.termsAccepted) || undefined}
              className="mt-0.5"
            />
          )}
        />
        <Label htmlFor={`${id}-terms`} className="leading-snug font-normal">
          <span>
            I accept the{" "}
            <Link
              href="/legal/terms"
              target="_blank"
              rel="noopener"
              className="text-primary underline underline-offset-4"
            >
              terms and conditions
              <span className="sr-only"> (opens in a new tab)</span>
            </Link>
            , including the cancellation policy.
          </span>
        </Label>
      </div>
    </div>
  );
}
