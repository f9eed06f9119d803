"use client";

import { useRouter } from "next/navigation";
import * as React from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SLIDESHOW_TIMER_OPTIONS } from "@/lib/domain/constants";
import { toast } from "@/lib/toast";
import { api } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";

/** How long each promotion stays on the home page slideshow (saved as soon as it is chosen). */
export function SlideshowTimerCard({ timer }: { timer: number }) {
  const router = useRouter();
  const [value, setValue] = React.useState(String(timer));
  const [busy, setBusy] = React.useState(false);
  React.useEffect(() => setValue(String(timer)), [timer]);

  async function save(next: string) {
    const previous = value;
    setValue(next);
    setBusy(true);
    try {
      await api("setSlideshowTimer", { body: { timer: Number(next) } });
      toast.success("Slideshow timer updated", `Slides now change every ${Number(next) / 1000} seconds.`);
      router.refresh();
    } catch (error) {
      setValue(previous);
      toastApiError(error, { title: "Error", description: "Failed to update the slideshow timer." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Slideshow Timer</CardTitle>
        <CardDescription>How long each promotion stays on the home page slideshow.</CardDescription>
      </CardHeader>
      <CardContent className="flex items-center gap-3">
        <Label htmlFor="slideshow-timer">Change every</Label>
        <Select value={value} onValueChange={(v) => void save(v)} disabled={busy}>
          <SelectTrigger id="slideshow-timer" className="w-40" aria-label="Slideshow timer">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {SLIDESHOW_TIMER_OPTIONS.map((ms) => (
              <SelectItem key={ms} value={String(ms)}>
                {ms / 1000} seconds
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </CardContent>
    </Card>
  );
}
