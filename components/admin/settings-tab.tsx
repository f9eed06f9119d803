"use client";

import { useEffect, useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { SETTINGS_TOASTS, type MagicianSettings } from "@/lib/validation/settings";
import { api } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import { SettingsForm } from "./settings-form";
import { SettingsPasswordForm } from "./settings-password-form";
import { TravelSettingsCard, type TravelSettingsValue } from "./travel-settings-card";
import { AutoBalanceCard } from "./auto-balance-card";
import type { AutoBalanceSettings } from "@/lib/domain/auto-balance";
import type { CalendarSettings } from "@/lib/validation/calendars";
import { CalendarsCard } from "./calendars/calendars-card";
import { AccountingCard } from "./accounting/accounting-card";
import { QuestionnaireSettingsCard } from "./questionnaire-settings-card";
import { TextsSettingsCard, type TextSettingsValue } from "./texts-settings-card";

type LoadedSettings = MagicianSettings &
  Partial<TravelSettingsValue> & {
    autoBalance?: AutoBalanceSettings;
    calendars?: CalendarSettings;
    texts?: TextSettingsValue;
  };

/** The Settings tab: the business details (read with GET /api/settings when the tab opens), the password change and travel. */
export function SettingsTab() {
  const [settings, setSettings] = useState<LoadedSettings | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    api("getSettings")
      .then((loaded) => live && setSettings(loaded))
      .catch((error) => {
        if (!live) return;
        setFailed(true);
        toastApiError(error, SETTINGS_TOASTS.loadFailed);
      });
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      {settings ? (
        <SettingsForm initial={settings} onSaved={setSettings} />
      ) : (
        <Card aria-busy={!failed}>
          <CardHeader>
            <CardTitle>Business Details</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            {failed ? (
              <p role="alert" className="text-sm text-destructive">
                Your settings could not be loaded. Please reload the page.
              </p>
            ) : (
              Array.from({ length: 5 }, (_, i) => <Skeleton key={i} className="h-9 w-full" />)
            )}
          </CardContent>
        </Card>
      )}
      <SettingsPasswordForm />
      {settings?.autoBalance && (
        <AutoBalanceCard
          initial={settings.autoBalance}
          onSaved={(autoBalance) => setSettings((s) => (s ? { ...s, autoBalance } : s))}
        />
      )}
      {settings && <CalendarsCard settings={settings.calendars} />}
      {settings && <AccountingCard />}
      {settings && <QuestionnaireSettingsCard />}
      {settings?.texts && (
        <TextsSettingsCard
          initial={settings.texts}
          onSaved={(texts) => setSettings((s) => (s ? { ...s, texts } : s))}
        />
      )}
      {settings?.travel && (
        <TravelSettingsCard
          initial={{ homePostcode: settings.homePostcode ?? "", travel: settings.travel }}
          onSaved={(saved) => setSettings((s) => (s ? { ...s, ...saved } : s))}
        />
      )}
    </div>
  );
}
