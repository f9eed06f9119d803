"use client";

import { PlusIcon, Trash2Icon } from "lucide-react";
import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { api, ApiError } from "@/lib/api-client";
import { type TravelArea, type TravelSettings } from "@/lib/domain/travel";
import { FLAT_TRAVEL_FEE_TEXT } from "@/lib/domain/travel-fee";
import { toast } from "@/lib/toast";
import { SETTINGS_TOASTS } from "@/lib/validation/settings";

import { TravelAreasWarning } from "./travel-areas-warning";

export interface TravelSettingsValue {
  homePostcode: string;
  travel: TravelSettings;
}

const NUMBERS: { key: "freeMiles" | "pencePerMile" | "minimumPence" | "maxMiles"; label: string }[] = [
  { key: "freeMiles", label: "Miles included in the minimum" },
  { key: "pencePerMile", label: "Rate per mile (pence)" },
  { key: "minimumPence", label: "Minimum travel fee (pence)" },
  { key: "maxMiles", label: "Furthest you travel for online bookings (miles)" },
];

/** A typed number as the API takes it: NaN for anything else, so the server's message explains it. */
const toNumber = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));

/**
 * The travel settings: the home postcode, flat (the specification's £25) or by distance, and the table of
 * drives from home by postcode area or district. Replaced whole by PATCH /api/settings; the server's field
 * messages come back under dotted keys (`travel.areas.2.area`) and show under their own input.
 */
export function TravelSettingsCard({
  initial,
  onSaved,
}: {
  initial: TravelSettingsValue;
  onSaved: (saved: TravelSettingsValue) => void;
}) {
  const id = useId();
  const [value, setValue] = useState<TravelSettingsValue>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const { travel } = value;
  const setTravel = (patch: Partial<TravelSettings>) => setValue((v) => ({ ...v, travel: { ...v.travel, ...patch } }));
  const setArea = (index: number, patch: Partial<TravelArea>) =>
    setTravel({ areas: travel.areas.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
  const error = (key: string) =>
    errors[key] ? (
      <p className="text-xs text-destructive" role="alert">
        {errors[key]}
      </p>
    ) : null;

  async function save() {
    setSaving(true);
    setErrors({});
    try {
      const saved = await api("updateSettings", { body: value });
      setValue({ homePostcode: saved.homePostcode, travel: saved.travel });
      toast.success(SETTINGS_TOASTS.saved.title, "Travel times and fees now follow these settings.");
      onSaved(saved);
    } catch (e) {
      if (e instanceof ApiError) setErrors(e.fieldErrors ?? {});
      const description =
        e instanceof ApiError && e.status === 400 ? e.message : SETTINGS_TOASTS.saveFailed.description;
      toast.error(SETTINGS_TOASTS.saveFailed.title, description);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Travel</CardTitle>
        <CardDescription>
          Where your drives start, how travel is charged, and how long each drive takes: bookings are kept apart by the
          drive between venues (at least an hour), whichever way you charge.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-home`}>Home postcode</Label>
            <Input
              id={`${id}-home`}
              value={value.homePostcode}
              onChange={(e) => setValue((v) => ({ ...v, homePostcode: e.target.value }))}
              aria-invalid={Boolean(errors.homePostcode) || undefined}
              autoComplete="postal-code"
            />
            {error("homePostcode")}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-mode`}>Travel fee</Label>
            <Select value={travel.mode} onValueChange={(mode) => setTravel({ mode: mode as TravelSettings["mode"] })}>
              <SelectTrigger id={`${id}-mode`} aria-label="Travel fee">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="flat">Flat {FLAT_TRAVEL_FEE_TEXT} (partner venues free)</SelectItem>
                <SelectItem value="distance">By distance</SelectItem>
              </SelectContent>
            </Select>
          </div>
          {NUMBERS.map(({ key, label }) => (
            <div key={key} className="grid gap-1.5">
              <Label htmlFor={`${id}-${key}`}>{label}</Label>
              <Input
                id={`${id}-${key}`}
                type="number"
                min={0}
                value={Number.isNaN(travel[key]) ? "" : travel[key]}
                onChange={(e) => setTravel({ [key]: toNumber(e.target.value) })}
                aria-invalid={Boolean(errors[`travel.${key}`]) || undefined}
              />
              {error(`travel.${key}`)}
            </div>
          ))}
        </div>
        <table className="w-full text-sm" aria-label="Drives from home">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th className="py-1 font-medium">Postcode area or district</th>
              <th className="py-1 font-medium">Minutes</th>
              <th className="py-1 font-medium">Miles</th>
              <th className="sr-only">Remove</th>
            </tr>
          </thead>
          <tbody>
            {travel.areas.map((row, index) => (
              <tr key={index} className="align-top">
                {(["area", "minutes", "miles"] as const).map((field) => (
                  <td key={field} className="py-1 pr-2">
                    <Input
                      aria-label={`Row ${index + 1} ${field}`}
                      type={field === "area" ? "text" : "number"}
                      min={0}
                      value={field === "area" ? row.area : Number.isNaN(row[field]) ? "" : row[field]}
                      onChange={(e) =>
                        setArea(index, { [field]: field === "area" ? e.target.value : toNumber(e.target.value) })
                      }
                      aria-invalid={Boolean(errors[`travel.areas.${index}.${field}`]) || undefined}
                    />
                    {error(`travel.areas.${index}.${field}`)}
                  </td>
                ))}
                <td className="py-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove row ${index + 1}`}
                    onClick={() => setTravel({ areas: travel.areas.filter((_, i) => i !== index) })}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {travel.mode === "distance" && <TravelAreasWarning areas={travel.areas} />}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => setTravel({ areas: [...travel.areas, { area: "", minutes: 60, miles: 30 }] })}
          >
            <PlusIcon aria-hidden="true" /> Add an area
          </Button>
          <Button type="button" onClick={() => void save()} disabled={saving}>
            {saving ? "Saving..." : "Save Travel"}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
