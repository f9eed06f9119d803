"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{drink ? "Edit Drink" : "Add Drink"}</DialogTitle>
          <DialogDescription>
            {drink ? "Change this promotional drink." : "Add a drink to promote at your venue."}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSave)} className="grid gap-4" noValidate>
            <FormField
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Drink Name</FormLabel>
                  <FormControl>
                    <Input placeholder="e.g. Wizard's Brew" autoComplete="off" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="price"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Price (£)</FormLabel>
                  <FormControl>
                    <Input
                      type="number"
                      inputMode="decimal"
                      step="0.01"
                      min="0"
                      placeholder="e.g. 6.50"
                      {...field}
                      value={field.value === undefined || field.value === null ? "" : String(field.value)}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="discountCode"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Discount Code (optional)</FormLabel>
                  <FormControl>
                    <Input
                      placeholder="e.g. MAGIC10"
                      autoComplete="off"
                      {...field}
                      value={(field.value as string | undefined) ?? ""}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {drink ? "Update Drink" : "Add Drink"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
