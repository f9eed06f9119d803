"use client";

import { CopyIcon, DownloadIcon, ShieldCheckIcon, ShieldOffIcon, TriangleAlertIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/toast";
import {
  TWO_FACTOR_MESSAGES,
  type TwoFactorEnabled,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from "@/lib/validation/two-factor";
import { ApiError, api, toastApiError } from "./api";

const DATE = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", dateStyle: "medium" });
export const RECOVERY_FILE_NAME = "summon-a-magician-recovery-codes.txt";

/** The base32 secret in groups of four, to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

type FieldErrors = Partial<Record<"code" | "password", string>>;

/** The server's per-field messages of a 400, else its message under the code field. */
function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return error.fieldErrors && Object.keys(error.fieldErrors).length > 0
    ? (error.fieldErrors as FieldErrors)
    : { code: error.message };
}

function recoveryFileText(codes: string[]): string {
  return [
    "Summon a Magician: recovery codes for two-factor sign-in",
    "Each code works once, in place of a code from your authenticator app. Keep them somewhere safe.",
    "",
    ...codes,
    "",
  ].join("\n");
}

/**
 * Two-factor sign-in for the magician's account (the one that can refund money): set up with an
 * authenticator app (QR code, or the key typed by hand), confirmed with a code; the ten recovery
 * codes are shown once, to copy or download; turning it off asks for the password and a code.
 */
export function TwoFactorCard() {
  const router = useRouter();
  const [status, setStatus] = React.useState<TwoFactorStatus | null>(null);
  const [setup, setSetup] = React.useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = React.useState<string[] | null>(null);
  const [turningOff, setTurningOff] = React.useState(false);
  const [code, setCode] = React.useState("");
  const [password, setPassword] = React.useState("");
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [busy, setBusy] = React.useState(false);

  const load = React.useCallback(async () => {
    try {
      setStatus(await api<TwoFactorStatus>("/api/admin/two-factor"));
    } catch (error) {
      toastApiError(error, { title: "Could not load two-factor sign-in" });
    }
  }, []);

  React.useEffect(() => {
    void load();
  }, [load]);

  function reset() {
    setSetup(null);
    setTurningOff(false);
    setCode("");
    setPassword("");
    setErrors({});
  }

  async function startSetup() {
    setBusy(true);
    try {
      reset();
      setSetup(await api<TwoFactorSetup>("/api/admin/two-factor/setup", { method: "POST", body: {} }));
    } catch (error) {
      toastApiError(error, { title: "Could not start the set-up" });
    } finally {
      setBusy(false);
    }
  }

  async function turnOn(event: React.FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ""))) {
      setErrors({ code: TWO_FACTOR_MESSAGES.enterCode });
      return;
    }
    setBusy(true);
    try {
      const answer = await api<TwoFactorEnabled>("/api/admin/two-factor/enable", { method: "POST", body: { code } });
      reset();
      setRecoveryCodes(answer.recoveryCodes);
      toast.success("Two-factor sign-in is on", "Save your recovery codes now.");
      await load();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) setErrors(fields);
      else {
        toastApiError(error, { title: "Could not turn on two-factor sign-in" });
        if (error instanceof ApiError && error.status === 409) reset();
      }
    } finally {
      setBusy(false);
    }
  }

  async function turnOff(event: React.FormEvent) {
    event.preventDefault();
    const missing: FieldErrors = {};
    if (!password) missing.password = TWO_FACTOR_MESSAGES.passwordRequired;
    if (!code.trim()) missing.code = TWO_FACTOR_MESSAGES.enterCodeOrRecovery;
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    setBusy(true);
    try {
      await api("/api/admin/two-factor/disable", { method: "POST", body: { password, code } });
      reset();
      toast.success("Two-factor sign-in is off", "Signing in asks for your password only.");
      await load();
      router.refresh();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) setErrors(fields);
      else
        toastApiError(error, {
          title: "Could not turn off two-factor sign-in",
          description: error instanceof ApiError ? error.message : undefined,
        });
    } finally {
      setBusy(false);
    }
  }

  async function copyCodes() {
    if (!recoveryCodes) return;
    try {
      await navigator.clipboard.writeText(recoveryCodes.join("\n"));
      toast.success("Recovery codes copied", "Paste them somewhere safe, such as a password manager.");
    } catch {
      toast.error("Could not copy", "Please download them or write them down instead.");
    }
  }

  function downloadCodes() {
    if (!recoveryCodes) return;
    const url = URL.createObjectURL(new Blob([recoveryFileText(recoveryCodes)], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = RECOVERY_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  }

  function savedCodes() {
    setRecoveryCodes(null);
    router.refresh();
  }

  const errorOf = (field: keyof FieldErrors) =>
    errors[field] ? (
      <p id={`two-factor-${field}-error`} role="alert" className="text-sm text-destructive-text">
        {errors[field]}
      </p>
    ) : null;

  let description = "Loading…";
  if (status?.enabled) {
    description = `On since ${status.enabledAt ? DATE.format(new Date(status.enabledAt)) : "—"} · ${status.recoveryCodesLeft} recovery code${status.recoveryCodesLeft === 1 ? "" : "s"} left`;
  } else if (status) description = "Off: signing in asks for your password only.";

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <ShieldCheckIcon aria-hidden="true" className="size-5 text-primary" />
          Two-factor sign-in
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {status && (
        <CardContent className="space-y-4 text-sm">
          {recoveryCodes ? (
            <section aria-label="Your recovery codes" className="space-y-3">
              <div
                role="alert"
                className="flex items-start gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 p-3"
              >
                <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-500" />
                <p>
                  Save these recovery codes now: they are shown only this once. If you lose your phone, each code signs
                  you in once in place of a code from the app. Keep them somewhere safe, away from your phone.
                </p>
              </div>
              <ol
                aria-label="Recovery codes"
                className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-base sm:grid-cols-2"
              >
                {recoveryCodes.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ol>
              <div className="flex flex-wrap gap-2">
                <Button type="button" size="sm" variant="outline" onClick={() => void copyCodes()}>
                  <CopyIcon aria-hidden="true" />
                  Copy
                </Button>
                <Button type="button" size="sm" variant="outline" onClick={downloadCodes}>
                  <DownloadIcon aria-hidden="true" />
                  Download
                </Button>
                <Button type="button" size="sm" onClick={savedCodes}>
                  I have saved them
                </Button>
              </div>
            </section>
          ) : status.enabled ? (
            turningOff ? (
              <form
                onSubmit={(e) => void turnOff(e)}
                noValidate
                className="max-w-sm space-y-3"
                aria-label="Turn off two-factor sign-in"
              >
                <div className="space-y-1.5">
                  <Label htmlFor="two-factor-password">Your password</Label>
                  <Input
                    id="two-factor-password"
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    aria-invalid={!!errors.password}
                    aria-describedby={errors.password ? "two-factor-password-error" : undefined}
                  />
                  {errorOf("password")}
                </div>
                <div className="space-y-1.5">
                  <Label htmlFor="two-factor-off-code">Code from your app, or a recovery code</Label>
                  <Input
                    id="two-factor-off-code"
                    autoComplete="one-time-code"
                    autoCapitalize="none"
                    spellCheck={false}
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                    aria-invalid={!!errors.code}
                    aria-describedby={errors.code ? "two-factor-code-error" : undefined}
                  />
                  {errorOf("code")}
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" size="sm" variant="destructive" disabled={busy}>
                    Turn off two-factor sign-in
                  </Button>
                  <Button type="button" size="sm" variant="ghost" onClick={reset} disabled={busy}>
                    Cancel
                  </Button>
                </div>
              </form>
            ) : (
              <div className="space-y-3">
                {status.recoveryCodesLeft <= 3 && (
                  <p className="text-amber-500">
                    Only {status.recoveryCodesLeft} recovery code{status.recoveryCodesLeft === 1 ? "" : "s"} left: turn
                    two-factor sign-in off and on again for ten new ones.
                  </p>
                )}
                <Button type="button" size="sm" variant="outline" onClick={() => setTurningOff(true)}>
                  <ShieldOffIcon aria-hidden="true" />
                  Turn off
                </Button>
              </div>
            )
          ) : setup ? (
            <form
              onSubmit={(e) => void turnOn(e)}
              noValidate
              className="space-y-4"
              aria-label="Set up two-factor sign-in"
            >
              <ol className="list-decimal space-y-4 pl-5">
                <li className="space-y-2">
                  <p>
                    Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
                    1Password, Authy…).
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
                    onChange={(e) => setCode(e.target.value)}
                    aria-invalid={!!errors.code}
                    aria-describedby={errors.code ? "two-factor-code-error" : undefined}
                  />
                  {errorOf("code")}
                </li>
              </ol>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" size="sm" disabled={busy}>
                  Turn on
                </Button>
                <Button type="button" size="sm" variant="ghost" onClick={reset} disabled={busy}>
                  Cancel
                </Button>
              </div>
            </form>
          ) : (
            <div className="space-y-3">
              <p className="text-muted-foreground">
                Protect the account that can refund money: after your password, signing in will also ask for a 6-digit
                code from an authenticator app on your phone.
              </p>
              <Button type="button" size="sm" onClick={() => void startSetup()} disabled={busy}>
                Set up two-factor sign-in
              </Button>
            </div>
          )}
        </CardContent>
      )}
    </Card>
  );
}
