"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { setServerFieldErrors, TextFormField } from "@/components/ui/text-form-field";
import { useEarlyInput } from "@/components/ui/use-early-input";
import { toast } from "@/lib/toast";
import { SETTINGS_TOASTS, magicianPasswordFormSchema, type MagicianPasswordForm } from "@/lib/validation/settings";
import { api, ApiError } from "@/lib/api-client";

const EMPTY: MagicianPasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * The magician's password change (POST /api/settings/password). A wrong current password is shown on its
 * field and changes nothing; a new one signs every other device out, while this browser stays signed in
 * (the server renews its session cookie).
 */
export function SettingsPasswordForm() {
  const form = useForm<MagicianPasswordForm>({
    resolver: zodResolver(magicianPasswordFormSchema),
    defaultValues: EMPTY,
  });
  // rendered on the server with the settings tab: keep what was typed before its code arrived
  const formRef = useEarlyInput(form, ["currentPassword", "newPassword", "confirmPassword"]);

  const submit = async ({ currentPassword, newPassword }: MagicianPasswordForm) => {
    try {
      await api("changePassword", { body: { currentPassword, newPassword } });
      toast.success(SETTINGS_TOASTS.passwordChanged.title, SETTINGS_TOASTS.passwordChanged.description);
      form.reset(EMPTY);
    } catch (error) {
      if (error instanceof ApiError) setServerFieldErrors(form, error.fieldErrors, ["currentPassword", "newPassword"]);
      const message =
        error instanceof ApiError && error.status > 0 ? error.message : SETTINGS_TOASTS.passwordFailed.description;
      toast.error(SETTINGS_TOASTS.passwordFailed.title, message);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>
          Enter your current password and choose a new one. Every other device is signed out; this one stays signed in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form
            ref={formRef}
            method="post"
            onSubmit={form.handleSubmit(submit)}
            className="grid gap-4"
            noValidate
            aria-label="Change password"
          >
            <TextFormField
              form={form}
              name="currentPassword"
              label="Current Password"
              type="password"
              autoComplete="current-password"
            />
            <TextFormField
              form={form}
              name="newPassword"
              label="New Password"
              type="password"
              autoComplete="new-password"
            />
            <TextFormField
              form={form}
              name="confirmPassword"
              label="Confirm New Password"
              type="password"
              autoComplete="new-password"
            />
            <div>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                Change Password
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
