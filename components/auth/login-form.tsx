"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon, CheckCircle2Icon, LogInIcon, ShieldCheckIcon, UserPlusIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { signIn, signOut } from "next-auth/react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useEarlyInput } from "@/components/ui/use-early-input";
import { useHydrated } from "@/components/ui/use-hydrated";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, api, type Answer } from "@/lib/api-client";
import { afterSignInPath, unauthorizedToast } from "@/lib/domain/roles";
import { toast } from "@/lib/toast";
import { LOGIN_TOASTS, REGISTERED_SIGN_IN_MESSAGE } from "@/lib/validation/auth";
import { TWO_FACTOR_MESSAGES, loginWithCodeSchema, type LoginWithCodeInput } from "@/lib/validation/two-factor";

export interface LoginFormProps {
  /** Where the role gate found the user (?callbackUrl); used only when that role may open it. */
  callbackUrl?: string;
  /** ?unauthorized=magician | bar-client: the role gate sent the user here. */
  unauthorized?: string;
  /** ?error= from next-auth (e.g. a sign-in redirect that failed). */
  error?: string;
  /** A session cookie exists but no longer matches an account: clear it. */
  staleSession?: boolean;
  /** ?registered=<username>: a bar that has just registered (and paid); its username is filled in. */
  registeredUsername?: string;
}

/** next-auth's generic codes are not sentences for people; the server's own messages are. */
export function loginErrorMessage(error: string | null | undefined): string {
  if (!error || /^[A-Za-z]+$/.test(error)) return LOGIN_TOASTS.failed.description;
  return error;
}

/** Who the new session belongs to (GET /api/auth/validate), or null when the server refused it; no answer at all throws. */
async function signedInSession(): Promise<Answer<"validateSession"> | null> {
  try {
    return await api("validateSession", { cache: "no-store" });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0) return null;
    throw error;
  }
}

/**
 * The login screen: username, password, Sign In, back to the homepage, Register as a
 * Client. An account with two-factor sign-in on gets a second step: when the server answers that a
 * code is needed (TWO_FACTOR_MESSAGES.required), the form asks for the authenticator or recovery
 * code and signs in again with username, password and code (the password stays in the form only).
 */
export function LoginForm({ callbackUrl, unauthorized, error, staleSession, registeredUsername }: LoginFormProps) {
  const hydrated = useHydrated();
  const router = useRouter();
  const registered = registeredUsername?.trim().slice(0, 100) ?? "";
  const form = useForm<LoginWithCodeInput>({
    resolver: zodResolver(loginWithCodeSchema),
    defaultValues: { username: registered, password: "", code: "" },
  });
  const formRef = useEarlyInput(form, ["username", "password"]);
  const [codeStep, setCodeStep] = useState(false);
  const announced = useRef(false);

  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    if (staleSession) void signOut({ redirect: false });
    const notice = unauthorizedToast(unauthorized);
    if (notice) toast.error(notice.title, notice.description);
    else if (error) toast.error(LOGIN_TOASTS.failed.title, loginErrorMessage(error));
    if (notice || error) {
      // Drop the one-off flags so a reload does not repeat the toast; keep callbackUrl.
      const url = new URL(window.location.href);
      url.searchParams.delete("unauthorized");
      url.searchParams.delete("error");
      window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
    }
  }, [staleSession, unauthorized, error]);

  useEffect(() => {
    if (codeStep) form.setFocus("code");
  }, [codeStep, form]);

  /** Back to username and password (another account, or the password must be typed again). */
  function leaveCodeStep() {
    setCodeStep(false);
    form.setValue("password", "");
    form.setValue("code", "");
    form.clearErrors();
  }

  async function onSubmit(values: LoginWithCodeInput) {
    const code = codeStep ? (values.code ?? "").trim() : "";
    if (codeStep && !code) {
      form.setError("code", { message: TWO_FACTOR_MESSAGES.enterCodeOrRecovery });
      return;
    }
    try {
      const result = await signIn("credentials", {
        username: values.username,
        password: values.password,
        ...(codeStep ? { code } : {}),
        redirect: false,
      });
      if (!result || result.error || !result.ok) {
        const message = loginErrorMessage(result?.error);
        if (message === TWO_FACTOR_MESSAGES.required) {
          // The password was right: ask for the code (no failure toast, nothing went wrong).
          form.setValue("code", "");
          setCodeStep(true);
          return;
        }
        toast.error(LOGIN_TOASTS.failed.title, message);
        if (codeStep && message === TWO_FACTOR_MESSAGES.wrongSignInCode) {
          form.setValue("code", "");
          form.setFocus("code");
          return;
        }
        if (codeStep) leaveCodeStep();
        else form.setValue("password", "");
        return;
      }
      const session = await signedInSession();
      if (!session || (session.role !== "magician" && session.role !== "bar-client")) {
        await signOut({ redirect: false });
        toast.error(LOGIN_TOASTS.failed.title, "This account has no dashboard. Please contact the magician.");
        return;
      }
      if (session.role === "magician") toast.success("Welcome back!", "Signed in to the magician's dashboard.");
      else toast.success(`Welcome, ${session.barName || session.username}!`, "Signed in to your bar dashboard.");
      router.replace(afterSignInPath(session.role, callbackUrl));
      router.refresh();
    } catch {
      toast.error(LOGIN_TOASTS.failed.title, LOGIN_TOASTS.failed.description);
    }
  }

  const submitting = form.formState.isSubmitting;
  return (
    <Card className="mx-auto w-full max-w-md border-primary/30 bg-card/90 backdrop-blur">
      <CardHeader className="text-center">
        <h1 className="font-display text-2xl leading-tight font-semibold text-gradient-gold">Admin Login</h1>
        <CardDescription>Sign in to the magician&apos;s or your bar&apos;s dashboard.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form
            ref={formRef}
            method="post"
            data-hydrated={hydrated || undefined}
            onSubmit={form.handleSubmit(onSubmit)}
            noValidate
            className="space-y-5"
            aria-label="Sign in"
          >
            {registered && !codeStep && (
              <div
                role="status"
                className="flex items-start gap-3 rounded-md border border-primary/40 bg-primary/10 p-3 text-sm"
              >
                <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <p>{REGISTERED_SIGN_IN_MESSAGE}</p>
              </div>
            )}
            {codeStep ? (
              <>
                <div
                  className="flex items-start gap-3 rounded-md border border-primary/30 bg-primary/5 p-3 text-sm"
                  role="status"
                >
                  <ShieldCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  <p>{TWO_FACTOR_MESSAGES.required}</p>
                </div>
                <FormField
                  control={form.control}
                  name="code"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Authentication code</FormLabel>
                      <FormControl>
                        <Input
                          autoComplete="one-time-code"
                          autoCapitalize="none"
                          spellCheck={false}
                          placeholder="123456"
                          maxLength={40}
                          {...field}
                          value={field.value ?? ""}
                        />
                      </FormControl>
                      <FormDescription>No phone to hand? Type one of your recovery codes instead.</FormDescription>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              </>
            ) : (
              <>
                <FormField
                  control={form.control}
                  name="username"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Username</FormLabel>
                      <FormControl>
                        <Input
                          autoComplete="username"
                          autoCapitalize="none"
                          spellCheck={false}
                          placeholder="Enter your username"
                          {...field}
                        />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name="password"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Password</FormLabel>
                      <FormControl>
                        <Input
                          type="password"
                          autoComplete="current-password"
                          placeholder="Enter your password"
                          // a bar that has just registered only has its password left to type
                          autoFocus={Boolean(registered)}
                          {...field}
                        />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              </>
            )}
            <Button type="submit" size="lg" className="w-full" disabled={submitting} aria-busy={submitting}>
              {submitting ? (
                <Spinner label="" />
              ) : codeStep ? (
                <ShieldCheckIcon aria-hidden="true" />
              ) : (
                <LogInIcon aria-hidden="true" />
              )}
              {submitting ? (codeStep ? "Verifying..." : "Signing In...") : codeStep ? "Verify" : "Sign In"}
            </Button>
            {codeStep && (
              <Button type="button" variant="ghost" className="w-full" onClick={leaveCodeStep} disabled={submitting}>
                Use another account
              </Button>
            )}
          </form>
        </Form>
      </CardContent>
      <CardFooter className="flex flex-col gap-4">
        <div className="w-full border-t border-border/60 pt-4 text-center">
          <p className="mb-3 text-sm text-muted-foreground">
            Own a bar or venue? Become a partner for a one-time £25 fee.
          </p>
          <Button asChild variant="outline" className="w-full">
            <Link href="/register-bar">
              <UserPlusIcon aria-hidden="true" />
              Register as a Client
            </Link>
          </Button>
        </div>
        <Link href="/" className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-primary">
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Back to Homepage
        </Link>
      </CardFooter>
    </Card>
  );
}
