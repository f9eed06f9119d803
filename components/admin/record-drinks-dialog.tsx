"use client";

import { MinusIcon, PlusIcon } from "lucide-react";
import * as React from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { formatGBP, poundsToPence } from "@/lib/domain/money";
import { ADMIN_TOASTS } from "@/lib/validation/admin";
import { drinksToRecord } from "@/lib/validation/drinks";
import { toast } from "@/lib/toast";
import { api, apiPath } from "@/lib/api-client";
import { apiFetch } from "@/lib/api-client/request";
import { toastApiError } from "@/lib/api-client/toast-error";

interface BarClient {
  id: number;
  barName: string;
}
interface Drink {
  id: number;
  name: string;
  price: number | string;
  discountCode: string | null;
  promotionCount: number;
}

/** Record Promoted Drinks: choose a bar, count drinks sold with its promotion, record them all at once. */
export function RecordDrinksDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [bars, setBars] = React.useState<BarClient[] | null>(null);
  const [barId, setBarId] = React.useState<string>("");
  const [drinks, setDrinks] = React.useState<Drink[] | null>(null);
  const [counts, setCounts] = React.useState<Record<number, number>>({});
  const [loading, setLoading] = React.useState(false);
  const [busy, setBusy] = React.useState(false);

  React.useEffect(() => {
    if (!open || bars) return;
    api("listBarClients")
      .then((list) => setBars(list as BarClient[]))
      .catch((error) => toastApiError(error, { title: "Error", description: "Failed to load bar clients." }));
  }, [open, bars]);

  const loadDrinks = React.useCallback(async (id: string) => {
    setLoading(true);
    try {
      setDrinks(await apiFetch<Drink[]>(apiPath("listDrinks", { query: { barId: id } })));
    } catch (error) {
      setDrinks([]);
      toastApiError(error, { title: "Error", description: "Failed to load the bar's drinks." });
    } finally {
      setLoading(false);
    }
  }, []);

  function chooseBar(id: string) {
    setBarId(id);
    setCounts({});
    setDrinks(null);
    void loadDrinks(id);
  }

  const change = (id: number, delta: number) =>
    setCounts((c) => ({ ...c, [id]: Math.max(0, Math.min(10000, (c[id] ?? 0) + delta)) }));

  async function recordAll() {
    const items = drinksToRecord((drinks ?? []).map((d) => ({ drinkId: d.id, quantity: counts[d.id] ?? 0 })));
    if (items.length === 0) {
      toast.error(ADMIN_TOASTS.noDrinks.title, ADMIN_TOASTS.noDrinks.description);
      return;
    }
    setBusy(true);
    try {
      await api("recordDrinkSales", { body: { barId: Number(barId), items } });
      const total = items.reduce((n, i) => n + i.quantity, 0);
      toast.success(ADMIN_TOASTS.drinksRecorded.title, `${total} drink${total === 1 ? "" : "s"} recorded.`);
      setCounts({});
      await loadDrinks(barId);
    } catch (error) {
      toastApiError(error, ADMIN_TOASTS.drinksError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Record Promoted Drinks</DialogTitle>
          <DialogDescription>
            Count the promoted drinks a partner bar sold, then record them all at once.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-1.5">
          <Label htmlFor="record-drinks-bar">Bar client</Label>
          <Select value={barId} onValueChange={chooseBar}>
            <SelectTrigger id="record-drinks-bar" className="w-full" aria-label="Bar client">
              <SelectValue placeholder={bars ? "Choose a bar client" : "Loading..."} />
            </SelectTrigger>
            <SelectContent>
              {(bars ?? []).map((b) => (
                <SelectItem key={b.id} value={String(b.id)}>
                  {b.barName}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {loading && (
          <div className="flex justify-center py-4">
            <Spinner />
          </div>
        )}
        {!loading && drinks && drinks.length === 0 && (
          <p className="text-sm text-muted-foreground">This bar has no promotional drinks yet.</p>
        )}
        {!loading && drinks && drinks.length > 0 && (
          <ul className="space-y-2" aria-label="Drinks">
            {drinks.map((d) => {
              const count = counts[d.id] ?? 0;
              return (
                <li
                  key={d.id}
                  aria-label={d.name}
                  className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-3"
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{d.name}</p>
                    <p className="text-xs text-muted-foreground">
                      {formatGBP(poundsToPence(Number(d.price)))}
                      {d.discountCode ? ` · Code ${d.discountCode}` : ""} · Already sold:{" "}
                      <span data-testid="sold-count">{d.promotionCount}</span>
                    </p>
                  </div>
                  <div className="flex items-center gap-1">
                    <Button
                      type="button"
                      size="icon"
                      variant="outline"
                      className="size-8"
                      aria-label={`One less ${d.name}`}
                      disabled={count === 0}
                      onClick={() => change(d.id, -1)}
                    >
                      <MinusIcon aria-hidden="true" />
                    </Button>
                    <output aria-label={`${d.name} to record`} className="w-8 text-center tabular-nums">
                      {count}
                    </output>
                    <Button
                      type="button"
                      size="icon"
                      variant="outline"
                      className="size-8"
                      aria-label={`One more ${d.name}`}
                      onClick={() => change(d.id, 1)}
                    >
                      <PlusIcon aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      onClick={() => setCounts((c) => ({ ...c, [d.id]: 0 }))}
                    >
                      Reset
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <DialogFooter className="flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={busy || !drinks?.length} onClick={() => setCounts({})}>
            Reset All Counters
          </Button>
          <Button type="button" disabled={busy || !drinks?.length} onClick={() => void recordAll()}>
            {busy ? "Recording..." : "Record All Drinks"}
          </Button>
          <Button type="button" variant="ghost" disabled={busy} onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
