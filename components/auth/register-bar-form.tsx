"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon, ArrowRightIcon, CheckCircle2Icon, CircleAlertIcon, CreditCardIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { problemText, type CheckoutOutcome } from "@/components/payments/checkout-outcome";
import { postJson } from "@/components/payments/checkout-request";
import { PaymentForm } from "@/components/payments/payment-form";
import { useCheckout } from "@/components/payments/use-checkout";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Separator } from "@/components/ui/separator";
import { Spinner } from "@/components/ui/spinner";
import { REGISTRATION_FEE_PENCE } from "@/lib/domain/constants";
import { londonToday } from "@/lib/domain/dates";
import { formatGBP } from "@/lib/domain/money";
import { fetchJson } from "@/lib/fetch-json";
import { toast } from "@/lib/toast";
import { REGISTRATION_TOASTS, registrationFormSchema, type RegistrationForm } from "@/lib/validation/auth";

type UsernameStatus = "idle" | "checking" | "available" | "taken" | "error";
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

/** The server's error text of a failed answer, or `fallback`. */
function errorOf(data: unknown, fallback: string): string {
  const body = (data ?? null) as { error?: string; message?: string } | null;
  return body?.error || body?.message || fallback;
}

/** GET /api/auth/check-username: true when taken (409 or exists), false when free. */
async function usernameTaken(username: string, signal?: AbortSignal): Promise<boolean> {
  const { response, data } = await fetchJson(`/api/auth/check-username?username=${encodeURIComponent(username)}`, {
    cache: "no-store",
    signal,
  });
  if (response.status === 409) return true;
  if (!response.ok || data === undefined) throw new Error(errorOf(data, "Could not check the username."));
  return Boolean((data as { exists?: boolean }).exists);
}

/** /register-bar: step 1 Bar Information, step 2 the £25 registration fee; then the account is created. */
export function RegisterBarForm() {
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
  const [step, setStep] = useState<Step>(1);
  const [usernameStatus, setUsernameStatus] = useState<UsernameStatus>("idle");
  const [checking, setChecking] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const username = useWatch({ control: form.control, name: "username" });
  // Once paid (checkout.paidIntentId, also kept in sessionStorage) the account is created on that payment.
  const checkout = useCheckout({
    complete: (intentId) =>
      postJson("/api/auth/register", {
        ...form.getValues(),
        role: "bar-client",
        registrationPaid: true,
        registrationPaymentId: intentId,
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

  // Live username check, debounced.
  useEffect(() => {
    const name = username.trim();
    if (name.length < 5) {
      setUsernameStatus("idle");
      return;
    }
    const controller = new AbortController();
    setUsernameStatus("checking");
    const timer = window.setTimeout(async () => {
      try {
        const taken = await usernameTaken(name, controller.signal);
        setUsernameStatus(taken ? "taken" : "available");
        if (taken) form.setError("username", { type: "taken", message: REGISTRATION_TOASTS.usernameTaken.title });
        else if (form.getFieldState("username").error?.type === "taken") form.clearErrors("username");
      } catch (error) {
        if (!controller.signal.aborted) setUsernameStatus("error");
        void error;
      }
    }, 400);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [username, form]);

  useEffect(() => {
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
      toast.success(
        REGISTRATION_TOASTS.successful.title,
        "Your bar is registered. Please sign in with your username and password.",
      );
      router.push("/admin");
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
          <div className="space-y-6">
            <section aria-label="Payment summary" className="rounded-lg border border-border/70 bg-background/40 p-4">
              <dl className="space-y-2 text-sm">
                <div className="flex justify-between">
                  <dt>Registration Fee</dt>
                  <dd>{formatGBP(REGISTRATION_FEE_PENCE)}</dd>
                </div>
                <Separator />
                <div className="flex justify-between text-base font-semibold">
                  <dt>Total</dt>
                  <dd className="text-primary">{formatGBP(REGISTRATION_FEE_PENCE)}</dd>
                </div>
              </dl>
              <p className="mt-3 text-xs text-muted-foreground">
                Registering {form.getValues("barName")} as username “{form.getValues("username")}”.
              </p>
            </section>
            {paidIntentId ? (
              <div className="space-y-3">
                <p role="status" className="flex items-start gap-2 text-sm">
                  <CircleAlertIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  Payment received. {busy ? "Creating your account..." : "Your account could not be created yet."}
                </p>
                <Button type="button" className="w-full" disabled={busy} onClick={() => void checkout.retry()}>
                  {busy ? <Spinner label="" /> : null}
                  Try Again
                </Button>
              </div>
            ) : (
              <PaymentForm
                {...checkout.paymentFormProps}
                amountPence={REGISTRATION_FEE_PENCE}
                submitLabel={`Pay ${formatGBP(REGISTRATION_FEE_PENCE)}`}
                completedLabel="Payment Completed"
              />
            )}
            <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={() => setStep(1)}>
              <ArrowLeftIcon aria-hidden="true" />
              Back
            </Button>
          </div>
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

function UsernameHint({ status }: { status: UsernameStatus }) {
  if (status === "checking") {
    return (
      <FormDescription className="flex items-center gap-1.5" aria-live="polite">
        <Spinner label="" className="size-3.5" /> Checking availability...
      </FormDescription>
    );
  }
  if (status === "available") {
    return (
      <FormDescription className="flex items-center gap-1.5 text-success" aria-live="polite">
        <CheckCircle2Icon className="size-3.5" aria-hidden="true" /> Username available
      </FormDescription>
    );
  }
  if (status === "taken") {
    return (
      <FormDescription className="text-destructive-text" aria-live="polite">
        {REGISTRATION_TOASTS.usernameTaken.description}
      </FormDescription>
    );
  }
  return <FormDescription>At least 5 characters: letters, numbers, dots, dashes or underscores.</FormDescription>;
}
