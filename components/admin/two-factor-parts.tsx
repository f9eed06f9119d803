"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CopyIcon, DownloadIcon, TriangleAlertIcon } from "lucide-react";
import type * as React from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/toast";
import { setServerFieldErrors, TextFormField } from "@/components/ui/text-form-field";
import { disableTwoFactorSchema, type DisableTwoFactorInput, type TwoFactorSetup } from "@/lib/validation/two-factor";

// The three panels of the two-factor card: the recovery codes shown once, the set-up form and the turn-off form.

export const RECOVERY_FILE_NAME = "summon-a-magician-recovery-codes.txt";

export type FieldErrors = Partial<Record<"code" | "password", string>>;

/** The base32 secret in groups of four, to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

function recoveryFileText(codes: string[]): string {
  return [
    "Summon a Magician: recovery codes for two-factor sign-in",
    "Each code works once, in place of a code from your authenticator app. Keep them somewhere safe.",
    "",
    ...codes,
    "",
  ].join("\n");
}

async function copyCodes(codes: string[]) {
  try {
    await navigator.clipboard.writeText(codes.join("\n"));
    toast.success("Recovery codes copied", "Paste them somewhere safe, such as a password manager.");
  } catch {
    toast.error("Could not copy", "Please download them or write them down instead.");
  }
}

function downloadCodes(codes: string[]) {
  const url = URL.createObjectURL(new Blob([recoveryFileText(codes)], { type: "text/plain" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = RECOVERY_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

function FieldError({ field, errors }: { field: keyof FieldErrors; errors: FieldErrors }) {
  if (!errors[field]) return null;
  return (
    <p id={`two-factor-${field}-error`} role="alert" className="text-sm text-destructive-text">
      {errors[field]}
    </p>
  );
}

/** The ten recovery codes, shown only once: copy, download, then "I have saved them". */
export function RecoveryCodesPanel({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  return (
    <section aria-label="Your recovery codes" className="space-y-3">
      <div role="alert" className="flex items-start gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 p-3">
        <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-500" />
        <p>
          Save these recovery codes now: they are shown only this once. If you lose your phone, each code signs you in
          once in place of a code from the app. Keep them somewhere safe, away from your phone.
        </p>
      </div>
      <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-base sm:grid-cols-2">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={() => void copyCodes(codes)}>
          <CopyIcon aria-hidden="true" />
          Copy
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => downloadCodes(codes)}>
          <DownloadIcon aria-hidden="true" />
          Download
        </Button>
        <Button type="button" size="sm" onClick={onSaved}>
          I have saved them
        </Button>
      </div>
    </section>
  );
}

interface CodeFormProps {
  code: string;
  onCode: (code: string) => void;
  errors: FieldErrors;
  busy: boolean;
  onSubmit: (event: React.FormEvent) => void;
  onCancel: () => void;
}

/** Turning two-factor sign-in off asks for the password and a code (from the app, or a recovery code). */
export function TurnOffForm({
  onSubmit,
  onCancel,
}: {
  /** sends the values; resolves to the server's per-field messages when it refused them */
  onSubmit: (values: DisableTwoFactorInput) => Promise<FieldErrors | null>;
  onCancel: () => void;
}) {
  const form = useForm<DisableTwoFactorInput>({
    resolver: zodResolver(disableTwoFactorSchema),
    defaultValues: { password: "", code: "" },
  });
  const busy = form.formState.isSubmitting;

  async function submit(values: DisableTwoFactorInput) {
    setServerFieldErrors(form, (await onSubmit(values)) ?? undefined, ["password", "code"]);
  }

  return (
    <Form {...form}>
      <form
        method="post"
        onSubmit={form.handleSubmit(submit)}
        noValidate
        className="max-w-sm space-y-3"
        aria-label="Turn off two-factor sign-in"
      >
        <TextFormField
          form={form}
          name="password"
          label="Your password"
          type="password"
          autoComplete="current-password"
        />
        <TextFormField
          form={form}
          name="code"
          label="Code from your app, or a recovery code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" variant="destructive" disabled={busy}>
            Turn off two-factor sign-in
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </div>
      </form>
    </Form>
  );
}

/** Set-up: the QR code (or the key by hand), then the first 6-digit code turns it on. */
export function SetupForm({
  setup,
  code,
  onCode,
  errors,
  busy,
  onSubmit,
  onCancel,
}: CodeFormProps & { setup: TwoFactorSetup }) {
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Set up two-factor sign-in">
      <ol className="list-decimal space-y-4 pl-5">
        <li className="space-y-2">
          <p>
            Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password,
            Authy…).
          </p>
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG data URL made by the server */}
          <img
            src={setup.qrDataUrl}
            alt="QR code for your authenticator app"
            width={192}
            height={192}
            className="rounded-md bg-white p-2"
          />
          <p>
            Or type this key into the app:{" "}
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono break-all">{grouped(setup.secret)}</code>
          </p>
        </li>
        <li className="space-y-1.5">
          <Label htmlFor="two-factor-code">Enter the 6-digit code the app shows</Label>
          <Input
            id="two-factor-code"
            className="max-w-40"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(e) => onCode(e.target.value)}
            aria-invalid={!!errors.code}
            aria-describedby={errors.code ? "two-factor-code-error" : undefined}
          />
          <FieldError field="code" errors={errors} />
        </li>
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          Turn on
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
