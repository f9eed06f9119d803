"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowRightIcon, CheckCircle2Icon, CreditCardIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { problemText, type CheckoutOutcome } from "@/components/payments/checkout-outcome";
import { api } from "@/lib/api-client";
import { useCheckout } from "@/components/payments/use-checkout";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useEarlyInput } from "@/components/ui/use-early-input";
import { useHydrated } from "@/components/ui/use-hydrated";
import { Spinner } from "@/components/ui/spinner";
import { REGISTRATION_FEE_PENCE } from "@/lib/domain/constants";
import { londonToday } from "@/lib/domain/dates";
import { formatGBP } from "@/lib/domain/money";
import { toast } from "@/lib/toast";
import {
  REGISTRATION_TOASTS,
  registrationFormSchema,
  signInAfterRegistrationPath,
  type RegistrationForm,
} from "@/lib/validation/auth";
import { RegistrationPaymentStep } from "./registration-payment-step";
import { UsernameHint, useUsernameCheck, usernameTaken } from "./registration-username";

type Step = 1 | 2;

/** A payment that went through but whose account is not created yet (e.g. the username was taken meanwhile). */
const PAID_INTENT_KEY = "register-bar:paid-intent";

const FIELDS: {
  name: keyof RegistrationForm;
  label: string;
  type?: string;
  autoComplete: string;
  placeholder: string;
}[] = [
  { name: "barName", label: "Bar/Venue Name", autoComplete: "organization", placeholder: "The Gilded Lantern" },
  { name: "ownerName", label: "Owner/Manager Name", autoComplete: "name", placeholder: "Your full name" },
  {
    name: "barAddress",
    label: "Venue Address",
    autoComplete: "street-address",
    placeholder: "12 Ashton Lane, Glasgow G12 8SJ",
  },
  { name: "contactPhone", label: "Contact Phone", type: "tel", autoComplete: "tel", placeholder: "0141 555 0192" },
  { name: "email", label: "Email", type: "email", autoComplete: "email", placeholder: "hello@yourbar.co.uk" },
  { name: "username", label: "Username", autoComplete: "username", placeholder: "At least 5 characters" },
  {
    name: "password",
    label: "Password",
    type: "password",
    autoComplete: "new-password",
    placeholder: "At least 8 characters",
  },
];

/** /register-bar: step 1 Bar Information, step 2 the £25 registration fee; then the account is created. */
export function RegisterBarForm() {
  const hydrated = useHydrated();
  const router = useRouter();
  const form = useForm<RegistrationForm>({
    resolver: zodResolver(registrationFormSchema),
    mode: "onTouched",
    defaultValues: {
      barName: "",
      ownerName: "",
      barAddress: "",
      contactPhone: "",
      email: "",
      username: "",
      password: "",
    },
  });
  const formRef = useEarlyInput(
    form,
    FIELDS.map((item) => item.name),
  );
  const [step, setStep] = useState<Step>(1);
  const [checking, setChecking] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const username = useWatch({ control: form.control, name: "username" });
  // Once paid (checkout.paidIntentId, also kept in sessionStorage) the account is created on that payment.
  const checkout = useCheckout({
    complete: (intentId) =>
      api("registerBar", {
        // The server makes the account a paid bar client's; the payment's id proves the fee.
        body: { ...form.getValues(), registrationPaymentId: intentId },
      }),
    onPaid: (intentId) => {
      window.sessionStorage.setItem(PAID_INTENT_KEY, intentId);
      toast.success(REGISTRATION_TOASTS.paymentSuccessful.title, "Creating your account...");
    },
    onOutcome: registrationOutcome,
  });
  const { paidIntentId, resume } = checkout;
  const busy = checking || checkout.creating || checkout.completing;

  useEffect(() => {
    const saved = window.sessionStorage.getItem(PAID_INTENT_KEY);
    if (saved) resume({ paidIntentId: saved });
  }, [resume]);

  const [usernameStatus, setUsernameStatus] = useUsernameCheck(form, username);

  // The new step's heading takes the focus; not on the first one, where the visitor may already be typing.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  function usernameIsTaken() {
    setUsernameStatus("taken");
    form.setError("username", { type: "taken", message: REGISTRATION_TOASTS.usernameTaken.title });
  }

  function registrationOutcome(outcome: CheckoutOutcome) {
    if (outcome.kind === "declined") {
      toast.error(
        REGISTRATION_TOASTS.paymentFailed.title,
        outcome.message || REGISTRATION_TOASTS.paymentFailed.description,
      );
    } else if (outcome.kind === "paid") {
      window.sessionStorage.removeItem(PAID_INTENT_KEY);
      toast.success(REGISTRATION_TOASTS.successful.title, "A welcome e-mail with your receipt is on its way.");
      // the sign-in page keeps saying what happened, with the username filled in
      router.push(signInAfterRegistrationPath(form.getValues("username")));
    } else if (
      outcome.status === 409 &&
      (outcome.message ?? REGISTRATION_TOASTS.usernameTaken.title) === REGISTRATION_TOASTS.usernameTaken.title
    ) {
      // the username was taken while paying: the payment is kept for another username
      toast.error(
        REGISTRATION_TOASTS.usernameTaken.title,
        `${REGISTRATION_TOASTS.usernameTaken.description}. Your payment is kept: you will not be charged again.`,
      );
      setStep(1);
      usernameIsTaken();
    } else {
      toast.error(REGISTRATION_TOASTS.failed.title, problemText(outcome, "Please try again."));
    }
  }

  async function continueToPayment(values: RegistrationForm) {
    setChecking(true);
    try {
      let taken: boolean;
      try {
        taken = await usernameTaken(values.username.trim());
      } catch {
        taken = false; // the server checks again when the account is created
      }
      if (taken) {
        usernameIsTaken();
        toast.error(REGISTRATION_TOASTS.usernameTaken.title, REGISTRATION_TOASTS.usernameTaken.description);
      } else if (paidIntentId) {
        // Already paid (the earlier username was taken): create the account on the same payment.
        await checkout.retry();
      } else if (checkout.session) {
        setStep(2);
      } else {
        const result = await checkout.start({
          amount: REGISTRATION_FEE_PENCE / 100,
          bookingDetails: { eventType: "Bar Registration", clientName: values.barName, eventDate: londonToday() },
        });
        if (result.kind === "started") setStep(2);
        else if (result.kind !== "cancelled")
          toast.error(
            REGISTRATION_TOASTS.processFailed.title,
            problemText(result, "Could not start the payment. Please try again."),
          );
      }
    } finally {
      setChecking(false);
    }
  }

  return (
    <Card className="mx-auto w-full max-w-xl border-primary/30 bg-card/90 backdrop-blur">
      <CardHeader>
        <p className="text-sm font-medium text-primary" aria-live="polite">
          Step {step} of 2
        </p>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-2xl leading-tight font-semibold text-gradient-gold outline-none"
        >
          {step === 1 ? "Bar Information" : "Registration Payment"}
        </h1>
        <CardDescription>
          {step === 1
            ? "Register your bar or venue as a partner. Your customers get 10% off and free travel; you earn 15% commission on completed bookings."
            : "A one-time registration fee. Your account is created as soon as the payment succeeds."}
        </CardDescription>
      </CardHeader>

      <CardContent>
        {paidIntentId && step === 1 ? (
          <p
            role="status"
            className="mb-5 flex items-start gap-2 rounded-md border border-primary/40 bg-primary/10 p-3 text-sm"
          >
            <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            Your £25.00 registration fee has been received. Choose a username and complete your registration: you will
            not be charged again.
          </p>
        ) : null}

        <Form {...form}>
          <form
            ref={formRef}
            method="post"
            data-hydrated={hydrated || undefined}
            onSubmit={form.handleSubmit(continueToPayment)}
            noValidate
            className={step === 1 ? "space-y-4" : "hidden"}
            aria-label="Bar information"
          >
            {FIELDS.map((item) => (
              <FormField
                key={item.name}
                control={form.control}
                name={item.name}
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{item.label}</FormLabel>
                    <FormControl>
                      <Input
                        type={item.type ?? "text"}
                        autoComplete={item.autoComplete}
                        placeholder={item.placeholder}
                        {...(item.name === "username" ? { autoCapitalize: "none", spellCheck: false } : {})}
                        {...field}
                      />
                    </FormControl>
                    {item.name === "username" ? <UsernameHint status={usernameStatus} /> : null}
                    <FormMessage />
                  </FormItem>
                )}
              />
            ))}
            <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
              {busy ? <Spinner label="" /> : <ArrowRightIcon aria-hidden="true" />}
              {paidIntentId ? "Complete Registration" : "Continue to Payment"}
            </Button>
          </form>
        </Form>

        {step === 2 && checkout.paymentFormProps ? (
          <RegistrationPaymentStep
            barName={form.getValues("barName")}
            username={form.getValues("username")}
            paymentFormProps={checkout.paymentFormProps}
            paidIntentId={paidIntentId}
            busy={busy}
            onRetry={() => void checkout.retry()}
            onBack={() => setStep(1)}
          />
        ) : null}
      </CardContent>

      <CardFooter className="flex flex-col gap-2 text-sm text-muted-foreground">
        <p>
          Already registered?{" "}
          <Link href="/admin" className="font-medium text-primary underline-offset-4 hover:underline">
            Log in
          </Link>
        </p>
        <p className="flex items-center gap-1.5 text-xs">
          <CreditCardIcon className="size-3.5" aria-hidden="true" /> One-time fee of {formatGBP(REGISTRATION_FEE_PENCE)}
          . No subscription.
        </p>
      </CardFooter>
    </Card>
  );
}
