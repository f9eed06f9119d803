"use client";

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
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { fieldErrors } from "@/lib/validation/common";
import { BAR_SERVICE_TOASTS, barServiceSchema, serviceSchema } from "@/lib/validation/services";
import type { ServiceDto } from "./types";
import { toast } from "@/lib/toast";
import { api, toastApiError } from "./api";

export type Kind = "service" | "bar-service";
export type Item = ServiceDto & { discount?: number };

/** Each catalogue's endpoint and wording. */
export const TEXT = {
  service: {
    endpoint: "/api/services",
    add: "Add New Service",
    noun: "Service",
    empty: "No services yet.",
    created: "Service created",
    updated: "Service updated",
    deleted: "Service deleted",
    createFailed: {
      title: "Creation failed",
      description: "Failed to create service. Please check all fields are filled correctly.",
    },
    updateFailed: { title: "Update failed", description: "Failed to update service. Please try again." },
  },
  "bar-service": {
    endpoint: "/api/bar-services",
    add: "Add New Bar Service",
    noun: "Bar service",
    empty: "No bar services yet.",
    created: "Bar service created",
    updated: "Bar service updated",
    deleted: "Bar service deleted",
    createFailed: BAR_SERVICE_TOASTS.createFailed,
    updateFailed: BAR_SERVICE_TOASTS.saveFailed,
  },
} as const;

interface FormValues {
  title: string;
  description: string;
  image: string;
  basePrice: string;
  discount: string;
  isActive: boolean;
}

function toValues(item: Item | "new" | null): FormValues {
  if (!item || item === "new")
    return { title: "", description: "", image: "", basePrice: "100", discount: "0", isActive: true };
  return {
    title: item.title,
    description: item.description,
    image: item.image ?? "",
    basePrice: String(item.basePrice),
    discount: String(item.discount ?? 0),
    isActive: item.isActive,
  };
}

export function CatalogueForm({
  kind,
  item,
  onClose,
  onSaved,
}: {
  kind: Kind;
  item: Item | "new" | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = TEXT[kind];
  const [values, setValues] = React.useState<FormValues>(() => toValues(item));
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [busy, setBusy] = React.useState(false);
  const isNew = item === "new";
  const prefix = `${kind}-form`;

  React.useEffect(() => {
    setValues(toValues(item));
    setErrors({});
  }, [item]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const raw = {
      title: values.title,
      description: values.description,
      image: values.image,
      basePrice: values.basePrice.trim() === "" ? NaN : Number(values.basePrice),
      isActive: values.isActive,
      ...(kind === "bar-service" ? { discount: values.discount.trim() === "" ? NaN : Number(values.discount) } : {}),
    };
    const parsed = (kind === "bar-service" ? barServiceSchema : serviceSchema).safeParse(raw);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      if (isNew) {
        await api(t.endpoint, { body: raw });
        toast.success(t.created, `${values.title.trim()} was added.`);
      } else if (item) {
        await api(`${t.endpoint}/${item.id}`, { method: "PUT", body: raw });
        toast.success(t.updated, `${values.title.trim()} was saved.`);
      }
      onSaved();
    } catch (error) {
      toastApiError(error, isNew ? t.createFailed : t.updateFailed);
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof FormValues, label: string, input: React.ReactNode) => (
    <div className="space-y-1.5">
      <Label htmlFor={`${prefix}-${name}`}>{label}</Label>
      {input}
      {errors[name] && (
        <p id={`${prefix}-${name}-error`} className="text-sm text-destructive">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const common = (name: keyof FormValues) => ({
    id: `${prefix}-${name}`,
    "aria-invalid": !!errors[name],
    "aria-describedby": errors[name] ? `${prefix}-${name}-error` : undefined,
  });

  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{isNew ? t.add : `Edit ${t.noun.toLowerCase()}`}</DialogTitle>
          <DialogDescription>Prices are in whole pounds. Changes show on the website straight away.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4">
          {field(
            "title",
            "Title",
            <Input
              {...common("title")}
              value={values.title}
              onChange={(e) => setValues({ ...values, title: e.target.value })}
            />,
          )}
          {field(
            "description",
            "Description",
            <Textarea
              {...common("description")}
              rows={4}
              value={values.description}
              onChange={(e) => setValues({ ...values, description: e.target.value })}
            />,
          )}
          {field(
            "image",
            "Image (path or URL, optional)",
            <Input
              {...common("image")}
              placeholder="/images/..."
              value={values.image}
              onChange={(e) => setValues({ ...values, image: e.target.value })}
            />,
          )}
          <div className="grid grid-cols-2 gap-4">
            {field(
              "basePrice",
              "Price (£)",
              <Input
                {...common("basePrice")}
                type="number"
                min={1}
                step={1}
                value={values.basePrice}
                onChange={(e) => setValues({ ...values, basePrice: e.target.value })}
              />,
            )}
            {kind === "bar-service" &&
              field(
                "discount",
                "Discount (%)",
                <Input
                  {...common("discount")}
                  type="number"
                  min={0}
                  max={100}
                  step={1}
                  value={values.discount}
                  onChange={(e) => setValues({ ...values, discount: e.target.value })}
                />,
              )}
          </div>
          <div className="flex items-center gap-3">
            <Switch
              id={`${prefix}-active`}
              checked={values.isActive}
              onCheckedChange={(checked) => setValues({ ...values, isActive: checked })}
            />
            <Label htmlFor={`${prefix}-active`}>Active</Label>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Saving..." : isNew ? "Create" : "Save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
