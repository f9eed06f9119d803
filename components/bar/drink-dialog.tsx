"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextFormField } from "@/components/ui/text-form-field";
import { useResetOnOpen } from "@/components/ui/use-reset-on-open";
import { drinkSchema, type DrinkDto, type DrinkInput, type DrinkValues } from "@/lib/validation/drinks";

/** Add or edit a drink (name, price, discount code), checked with the server's schema. */
export function DrinkDialog({
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

  useResetOnOpen(open, () =>
    form.reset(
      drink
        ? { name: drink.name, price: String(drink.price), discountCode: drink.discountCode ?? "" }
        : { name: "", price: "", discountCode: "" },
    ),
  );

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
