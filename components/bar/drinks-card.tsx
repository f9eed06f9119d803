"use client";

import { GlassWaterIcon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatGBP, poundsToPence } from "@/lib/domain/money";
import { toast } from "@/lib/toast";
import { DRINK_TOASTS } from "@/lib/validation/drink-toasts";
import type { DrinkDto, DrinkValues } from "@/lib/validation/drinks";
import { api } from "@/lib/api-client";

/** The add/edit form (react-hook-form, zod) loads when the bar first opens it. */
const DrinkDialog = dynamic(() => import("./drink-dialog").then((m) => m.DrinkDialog), { ssr: false });

/** The bar's promotional drinks, stored in the database (GET/POST /api/drinks, PUT/DELETE /api/drinks/[id]). */
export function DrinksCard({ initialDrinks }: { initialDrinks: DrinkDto[] }) {
  const router = useRouter();
  const [drinks, setDrinks] = useState(initialDrinks);
  const [editing, setEditing] = useState<DrinkDto | null>(null);
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  // stays mounted once opened, so closing it can animate
  const [opened, setOpened] = useState(false);

  useEffect(() => setDrinks(initialDrinks), [initialDrinks]);

  const openDialog = (drink: DrinkDto | null) => {
    setEditing(drink);
    setOpened(true);
    setOpen(true);
  };

  const save = async (values: DrinkValues) => {
    try {
      if (editing) {
        const updated = await api("updateDrink", { params: { id: editing.id }, body: values });
        setDrinks((list) => list.map((d) => (d.id === updated.id ? updated : d)));
        toast.success(DRINK_TOASTS.updated.title, `${updated.name} has been updated.`);
      } else {
        const created = await api("createDrink", { body: values });
        setDrinks((list) => [...list, created]);
        toast.success(DRINK_TOASTS.added.title, `${created.name} has been added to your promotions.`);
      }
      setOpen(false);
      router.refresh();
    } catch {
      toast.error(DRINK_TOASTS.error.title, DRINK_TOASTS.error.description);
    }
  };

  const remove = async (drink: DrinkDto) => {
    setRemoving(drink.id);
    try {
      await api("deleteDrink", { params: { id: drink.id } });
      setDrinks((list) => list.filter((d) => d.id !== drink.id));
      toast.success(DRINK_TOASTS.removed.title, `${drink.name} has been removed.`);
      router.refresh();
    } catch {
      toast.error(DRINK_TOASTS.error.title, DRINK_TOASTS.error.description);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <GlassWaterIcon className="size-5 text-primary" aria-hidden="true" />
          Promotional Drinks
        </CardTitle>
        <CardDescription>
          Drinks you promote during magic nights; the magician records how many were sold.
        </CardDescription>
        <CardAction>
          <Button size="sm" onClick={() => openDialog(null)}>
            <PlusIcon aria-hidden="true" />
            Add Drink
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {drinks.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">No promotional drinks added yet...</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Promotional drinks">
            {drinks.map((drink) => (
              <li
                key={drink.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-background/40 p-4"
                data-testid="drink"
              >
                <div className="min-w-0">
                  <p className="font-medium">{drink.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {formatGBP(poundsToPence(drink.price))}
                    {drink.discountCode ? ` · Code: ${drink.discountCode}` : ""} · Sold: {drink.promotionCount}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => openDialog(drink)}
                    aria-label={`Edit ${drink.name}`}
                  >
                    <PencilIcon aria-hidden="true" />
                    Edit
                  </Button>
                  <Button
                    variant="destructive"
                    size="sm"
                    disabled={removing === drink.id}
                    onClick={() => void remove(drink)}
                    aria-label={`Remove ${drink.name}`}
                  >
                    <Trash2Icon aria-hidden="true" />
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {opened && <DrinkDialog open={open} onOpenChange={setOpen} drink={editing} onSave={save} />}
    </Card>
  );
}
