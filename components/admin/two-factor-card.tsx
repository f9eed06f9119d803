"use client";

import { ShieldCheckIcon, ShieldOffIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/lib/toast";
import {
  TWO_FACTOR_MESSAGES,
  type DisableTwoFactorInput,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from "@/lib/validation/two-factor";
import { api, ApiError } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import { RecoveryCodesPanel, SetupForm, TurnOffForm, type FieldErrors } from "./two-factor-parts";

export { RECOVERY_FILE_NAME } from "./two-factor-parts";

const DATE = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", dateStyle: "medium" });

/** The server's per-field messages of a 400, else its message under the code field. */
function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return error.fieldErrors && Object.keys(error.fieldErrors).length > 0
    ? (error.fieldErrors as FieldErrors)
    : { code: error.message };
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
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [busy, setBusy] = React.useState(false);

  const load = React.useCallback(async () => {
    try {
      setStatus(await api("getTwoFactor"));
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
    setErrors({});
  }

  async function startSetup() {
    setBusy(true);
    try {
      reset();
      setSetup(await api("startTwoFactorSetup"));
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
      const answer = await api("enableTwoFactor", { body: { code } });
      reset();
      setRecoveryCodes(answer.recoveryCodes);
      toast.success("Two-factor sign-in is on", "Save your recovery codes now.");
      await load();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) setErrors(fields);
      else {
        toastApiError(error, { title: "Could not turn on two-factor sign-in" });
        if (error instanceof ApiError && error.code === "conflict") reset();
      }
    } finally {
      setBusy(false);
    }
  }

  async function turnOff(values: DisableTwoFactorInput): Promise<FieldErrors | null> {
    try {
      await api("disableTwoFactor", { body: values });
      reset();
      toast.success("Two-factor sign-in is off", "Signing in asks for your password only.");
      await load();
      router.refresh();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) return fields;
      toastApiError(error, {
        title: "Could not turn off two-factor sign-in",
        description: error instanceof ApiError ? error.message : undefined,
      });
    }
    return null;
  }

  function savedCodes() {
    setRecoveryCodes(null);
    router.refresh();
  }

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
            <RecoveryCodesPanel codes={recoveryCodes} onSaved={savedCodes} />
          ) : status.enabled ? (
            turningOff ? (
              <TurnOffForm onSubmit={turnOff} onCancel={reset} />
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
            <SetupForm
              setup={setup}
              code={code}
              onCode={setCode}
              errors={errors}
              busy={busy}
              onSubmit={(e) => void turnOn(e)}
              onCancel={reset}
            />
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
