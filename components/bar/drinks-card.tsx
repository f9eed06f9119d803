"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { GlassWaterIcon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextFormField } from "@/components/ui/text-form-field";
import { formatGBP, poundsToPence } from "@/lib/domain/money";
import { toast } from "@/lib/toast";
import { DRINK_TOASTS, drinkSchema, type DrinkDto, type DrinkInput, type DrinkValues } from "@/lib/validation/drinks";
import { api } from "./api";

/** The bar's promotional drinks, stored in the database (GET/POST /api/drinks, PUT/DELETE /api/drinks/[id]). */
export function DrinksCard({ initialDrinks }: { initialDrinks: DrinkDto[] }) {
  const router = useRouter();
  const [drinks, setDrinks] = useState(initialDrinks);
  const [editing, setEditing] = useState<DrinkDto | null>(null);
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);

  useEffect(() => setDrinks(initialDrinks), [initialDrinks]);

  const openDialog = (drink: DrinkDto | null) => {
    setEditing(drink);
    setOpen(true);
  };

  const save = async (values: DrinkValues) => {
    try {
      if (editing) {
        const updated = await api<DrinkDto>(`/api/drinks/${editing.id}`, { method: "PUT", body: values });
        setDrinks((list) => list.map((d) => (d.id === updated.id ? updated : d)));
        toast.success(DRINK_TOASTS.updated.title, `${updated.name} has been updated.`);
      } else {
        const created = await api<DrinkDto>("/api/drinks", { method: "POST", body: values });
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
      await api(`/api/drinks/${drink.id}`, { method: "DELETE" });
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
      <DrinkDialog open={open} onOpenChange={setOpen} drink={editing} onSave={save} />
    </Card>
  );
}

function DrinkDialog({
  open,
  onOpenChange,
  drink,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  drink: DrinkDto | null;
  onSave: (values: DrinkValues) => Promise<void>;
}) {
  const form = useForm<DrinkInput, unknown, DrinkValues>({
    resolver: zodResolver(drinkSchema),
    defaultValues: { name: "", price: "", discountCode: "" },
  });

  useEffect(() => {
    if (open) {
      form.reset(
        drink
          ? { name: drink.name, price: String(drink.price), discountCode: drink.discountCode ?? "" }
          : { name: "", price: "", discountCode: "" },
      );
    }
  }, [open, drink, form]);

  return (
    <FormDialog
      form={form}
      onSubmit={onSave}
      open={open}
      onOpenChange={onOpenChange}
      title={drink ? "Edit Drink" : "Add Drink"}
      description={drink ? "Change this promotional drink." : "Add a drink to promote at your venue."}
      submitLabel={drink ? "Update Drink" : "Add Drink"}
    >
      <TextFormField form={form} name="name" label="Drink Name" placeholder="e.g. Wizard's Brew" autoComplete="off" />
      <TextFormField
        form={form}
        name="price"
        label="Price (£)"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        placeholder="e.g. 6.50"
      />
      <TextFormField
        form={form}
        name="discountCode"
        label="Discount Code (optional)"
        placeholder="e.g. MAGIC10"
        autoComplete="off"
      />
    </FormDialog>
  );
}
