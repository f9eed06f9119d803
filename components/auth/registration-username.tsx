"use client";

import { CheckCircle2Icon } from "lucide-react";
import { useEffect, useState } from "react";
import type { UseFormReturn } from "react-hook-form";

import { FormDescription } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, api } from "@/lib/api-client";
import { REGISTRATION_TOASTS, type RegistrationForm } from "@/lib/validation/auth";

export type UsernameStatus = "idle" | "checking" | "available" | "taken" | "error";

/** GET /api/auth/check-username: true when taken (409 or exists), false when free. */
export async function usernameTaken(username: string, signal?: AbortSignal): Promise<boolean> {
  let answer: { exists?: boolean } | null;
  try {
    answer = await api("checkUsername", { query: { username }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.code === "conflict") return true;
    throw error;
  }
  if (answer === null) throw new Error("Could not check the username.");
  return Boolean(answer.exists);
}

/**
 * The live, debounced username check of the registration form: its status for the hint, and the
 * field's "taken" error set or cleared as the answer comes back.
 */
export function useUsernameCheck(form: UseFormReturn<RegistrationForm>, username: string) {
  const [usernameStatus, setUsernameStatus] = useState<UsernameStatus>("idle");

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

  return [usernameStatus, setUsernameStatus] as const;
}

/** The line under the username field: checking, available, taken or the rule. */
export function UsernameHint({ status }: { status: UsernameStatus }) {
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
