"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ChevronDownIcon, KeyRoundIcon, SettingsIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { FormDialog } from "@/components/ui/form-dialog";
import { setServerFieldErrors, TextFormField } from "@/components/ui/text-form-field";
import { useResetOnOpen } from "@/components/ui/use-reset-on-open";
import { toast } from "@/lib/toast";
import {
  accountSettingsSchema,
  BAR_CLIENT_TOASTS,
  changePasswordSchema,
  type AccountSettings,
  type ChangePasswordForm,
} from "@/lib/validation/auth";
import { ApiError, api } from "@/lib/api-client";

export interface AccountDetails extends AccountSettings {
  id: number;
  username: string;
}

const SETTINGS_FIELDS: { name: keyof AccountSettings; label: string; type?: string; autoComplete: string }[] = [
  { name: "barName", label: "Bar Name", autoComplete: "organization" },
  { name: "ownerName", label: "Owner/Manager Name", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "contactPhone", label: "Phone", type: "tel", autoComplete: "tel" },
  { name: "barAddress", label: "Address", autoComplete: "street-address" },
];

/** Collapsible account card with the settings (PUT /api/users/[id]) and change-password (PUT /api/users/[id]/password) dialogs. */
export function AccountSettingsCard({ account }: { account: AccountDetails }) {
  const [open, setOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);

  return (
    <Card>
      <Collapsible open={open} onOpenChange={setOpen}>
        <CardHeader>
          <CollapsibleTrigger asChild>
            <button
              type="button"
              className="flex w-full items-center justify-between gap-2 text-left"
              aria-label="Account Settings"
            >
              <CardTitle className="flex items-center gap-2">
                <SettingsIcon className="size-5 text-primary" aria-hidden="true" />
                Account Settings
              </CardTitle>
              <ChevronDownIcon
                className={`size-5 transition-transform ${open ? "rotate-180" : ""}`}
                aria-hidden="true"
              />
            </button>
          </CollapsibleTrigger>
          <CardDescription>Your venue&apos;s contact details and password.</CardDescription>
        </CardHeader>
        <CollapsibleContent>
          <CardContent className="grid gap-4">
            <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
              <dt className="text-muted-foreground">Username</dt>
              <dd>{account.username}</dd>
              {SETTINGS_FIELDS.map((field) => (
                <div key={field.name} className="contents">
                  <dt className="text-muted-foreground">{field.label}</dt>
                  <dd data-testid={`account-${field.name}`}>{account[field.name] || "—"}</dd>
                </div>
              ))}
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => setSettingsOpen(true)}>
                <SettingsIcon aria-hidden="true" />
                Edit Settings
              </Button>
              <Button variant="outline" onClick={() => setPasswordOpen(true)}>
                <KeyRoundIcon aria-hidden="true" />
                Change Password
              </Button>
            </div>
          </CardContent>
        </CollapsibleContent>
      </Collapsible>
      <SettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} account={account} />
      <PasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} userId={account.id} />
    </Card>
  );
}

function SettingsDialog({
  open,
  onOpenChange,
  account,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  account: AccountDetails;
}) {
  const router = useRouter();
  const form = useForm<AccountSettings>({ resolver: zodResolver(accountSettingsSchema), defaultValues: pick(account) });

  useResetOnOpen(open, () => form.reset(pick(account)));

  const submit = async (values: AccountSettings) => {
    try {
      await api("updateUser", { params: { id: account.id }, body: values });
      toast.success(BAR_CLIENT_TOASTS.settingsUpdated.title, BAR_CLIENT_TOASTS.settingsUpdated.description);
      onOpenChange(false);
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError) setServerFieldErrors(form, error.fieldErrors, Object.keys(values));
      toast.error(BAR_CLIENT_TOASTS.settingsFailed.title, BAR_CLIENT_TOASTS.settingsFailed.description);
    }
  };

  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      open={open}
      onOpenChange={onOpenChange}
      title="Account Settings"
      description="Update your venue's contact information."
      submitLabel="Save Changes"
    >
      {SETTINGS_FIELDS.map((field) => (
        <TextFormField
          key={field.name}
          form={form}
          name={field.name}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
        />
      ))}
    </FormDialog>
  );
}

const EMPTY_PASSWORDS: ChangePasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" };

function PasswordDialog({
  open,
  onOpenChange,
  userId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: number;
}) {
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY_PASSWORDS,
  });

  useResetOnOpen(open, () => form.reset(EMPTY_PASSWORDS));

  const submit = async ({ currentPassword, newPassword }: ChangePasswordForm) => {
    try {
      await api("changeUserPassword", { params: { id: userId }, body: { currentPassword, newPassword } });
      toast.success(BAR_CLIENT_TOASTS.passwordChanged.title, BAR_CLIENT_TOASTS.passwordChanged.description);
      onOpenChange(false);
    } catch (error) {
      const message =
        error instanceof ApiError && error.status > 0 ? error.message : BAR_CLIENT_TOASTS.passwordFailed.description;
      toast.error(BAR_CLIENT_TOASTS.passwordFailed.title, message);
    }
  };

  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      open={open}
      onOpenChange={onOpenChange}
      title="Change Password"
      description="Enter your current password and choose a new one."
      submitLabel="Change Password"
    >
      <TextFormField
        form={form}
        name="currentPassword"
        label="Current Password"
        type="password"
        autoComplete="current-password"
      />
      <TextFormField form={form} name="newPassword" label="New Password" type="password" autoComplete="new-password" />
      <TextFormField
        form={form}
        name="confirmPassword"
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
      />
    </FormDialog>
  );
}

function pick(account: AccountDetails): AccountSettings {
  return {
    barName: account.barName,
    ownerName: account.ownerName,
    email: account.email,
    contactPhone: account.contactPhone,
    barAddress: account.barAddress,
  };
}
