"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon, LogInIcon, UserPlusIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { signIn, signOut } from "next-auth/react";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { afterSignInPath, unauthorizedToast } from "@/lib/server/auth/roles";
import { toast } from "@/lib/toast";
import { LOGIN_TOASTS, loginSchema, type LoginInput } from "@/lib/validation/auth";

export interface LoginFormProps {
  /** Where the role gate found the user (?callbackUrl); used only when that role may open it. */
  callbackUrl?: string;
  /** ?unauthorized=magician | bar-client: the role gate sent the user here. */
  unauthorized?: string;
  /** ?error= from next-auth (e.g. a sign-in redirect that failed). */
  error?: string;
  /** A session cookie exists but no longer matches an account: clear it. */
  staleSession?: boolean;
}

/** next-auth's generic codes are not sentences for people; the server's own messages are. */
export function loginErrorMessage(error: string | null | undefined): string {
  if (!error || /^[A-Za-z]+$/.test(error)) return LOGIN_TOASTS.failed.description;
  return error;
}

/** The login screen of spec 001 §2: username, password, Sign In, back to the homepage, Register as a Client. */
export function LoginForm({ callbackUrl, unauthorized, error, staleSession }: LoginFormProps) {
  const router = useRouter();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { username: "", password: "" } });
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

  async function onSubmit(values: LoginInput) {
    try {
      const result = await signIn("credentials", { username: values.username, password: values.password, redirect: false });
      if (!result || result.error || !result.ok) {
        toast.error(LOGIN_TOASTS.failed.title, loginErrorMessage(result?.error));
        form.setValue("password", "");
        return;
      }
      const response = await fetch("/api/auth/validate", { cache: "no-store", credentials: "same-origin" });
      const session = response.ok ? ((await response.json()) as { role?: string; username?: string; barName?: string | null }) : null;
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
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-5" aria-label="Sign in">
            <FormField
              control={form.control}
              name="username"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Username</FormLabel>
                  <FormControl>
                    <Input autoComplete="username" autoCapitalize="none" spellCheck={false} placeholder="Enter your username" {...field} />
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
                    <Input type="password" autoComplete="current-password" placeholder="Enter your password" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <Button type="submit" size="lg" className="w-full" disabled={submitting} aria-busy={submitting}>
              {submitting ? <Spinner label="" /> : <LogInIcon aria-hidden="true" />}
              {submitting ? "Signing In..." : "Sign In"}
            </Button>
          </form>
        </Form>
      </CardContent>
      <CardFooter className="flex flex-col gap-4">
        <div className="w-full border-t border-border/60 pt-4 text-center">
          <p className="mb-3 text-sm text-muted-foreground">Own a bar or venue? Become a partner for a one-time £25 fee.</p>
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
