"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Resolver } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { FormDialog } from "@/components/ui/form-dialog";
import { Switch } from "@/components/ui/switch";
import { TextareaFormField, TextFormField } from "@/components/ui/text-form-field";
import { useResetOnOpen } from "@/components/ui/use-reset-on-open";
import {
  BAR_SERVICE_TOASTS,
  barServiceFormSchema,
  serviceFormSchema,
  type BarServiceData,
  type CatalogueFormValues,
  type ServiceData,
} from "@/lib/validation/services";
import type { ServiceDto } from "./types";
import { toast } from "@/lib/toast";
import { api } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";

export type Kind = "service" | "bar-service";
export type Item = ServiceDto & { discount?: number };

/** Each catalogue's wording. */
export const TEXT = {
  service: {
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

/** Creates (id null) or updates an item of the catalogue. */
function saveItem(kind: Kind, id: number | null, body: ServiceData | BarServiceData): Promise<unknown> {
  if (kind === "service") {
    return id === null ? api("createService", { body }) : api("updateService", { params: { id }, body });
  }
  const barBody = body as BarServiceData;
  return id === null
    ? api("createBarService", { body: barBody })
    : api("updateBarService", { params: { id }, body: barBody });
}

function toValues(item: Item | "new" | null): CatalogueFormValues {
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
  const isNew = item === "new";
  const form = useForm<CatalogueFormValues, unknown, ServiceData | BarServiceData>({
    resolver: zodResolver(kind === "bar-service" ? barServiceFormSchema : serviceFormSchema) as unknown as Resolver<
      CatalogueFormValues,
      unknown,
      ServiceData | BarServiceData
    >,
    defaultValues: toValues(item),
  });

  useResetOnOpen(item !== null, () => form.reset(toValues(item)), isNew ? "new" : item?.id);

  async function submit(body: ServiceData | BarServiceData) {
    try {
      if (isNew) {
        await saveItem(kind, null, body);
        toast.success(t.created, `${body.title} was added.`);
      } else if (item) {
        await saveItem(kind, item.id, body);
        toast.success(t.updated, `${body.title} was saved.`);
      }
      onSaved();
    } catch (error) {
      toastApiError(error, isNew ? t.createFailed : t.updateFailed);
    }
  }

  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={isNew ? t.add : `Edit ${t.noun.toLowerCase()}`}
      description="Prices are in whole pounds. Changes show on the website straight away."
      submitLabel={isNew ? "Create" : "Save"}
      submittingLabel="Saving..."
      lockWhileSubmitting
      contentClassName="max-h-[90vh] overflow-y-auto sm:max-w-lg"
      formClassName="space-y-4"
    >
      <TextFormField form={form} name="title" label="Title" />
      <TextareaFormField form={form} name="description" label="Description" rows={4} />
      <TextFormField form={form} name="image" label="Image (path or URL, optional)" placeholder="/images/..." />
      <div className="grid grid-cols-2 gap-4">
        <TextFormField form={form} name="basePrice" label="Price (£)" type="number" min={1} step={1} />
        {kind === "bar-service" && (
          <TextFormField form={form} name="discount" label="Discount (%)" type="number" min={0} max={100} step={1} />
        )}
      </div>
      <FormField
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <FormItem className="flex items-center gap-3">
            <FormControl>
              <Switch checked={field.value} onCheckedChange={field.onChange} />
            </FormControl>
            <FormLabel>Active</FormLabel>
          </FormItem>
        )}
      />
    </FormDialog>
  );
}
