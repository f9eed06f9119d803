"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { UploadIcon } from "lucide-react";
import * as React from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { TextareaFormField, TextFormField } from "@/components/ui/text-form-field";
import { useResetOnOpen } from "@/components/ui/use-reset-on-open";
import {
  UPLOAD_TOASTS,
  checkUploadFile,
  promotionFormSchema,
  type Promotion,
  type PromotionFormInput,
} from "@/lib/validation/promotions";
import { toast } from "@/lib/toast";
import { api, type BodyOf } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import { MediaPreview } from "./media-preview";
import type { PromotionDto } from "./types";

type PromotionFormApi = UseFormReturn<PromotionFormInput, unknown, Promotion>;

function toValues(p: PromotionDto | "new" | null): PromotionFormInput {
  if (!p || p === "new") {
    return {
      title: "",
      description: "",
      mediaUrl: "",
      mediaType: "image",
      locationName: "",
      locationUrl: "",
      buttonText: "Learn More",
      buttonUrl: "",
      displayOrder: "0",
      isActive: true,
    };
  }
  return {
    title: p.title,
    description: p.description,
    mediaUrl: p.mediaUrl ?? "",
    mediaType: p.mediaType === "video" ? "video" : "image",
    locationName: p.locationName ?? "",
    locationUrl: p.locationUrl ?? "",
    buttonText: p.buttonText,
    buttonUrl: p.buttonUrl ?? "",
    displayOrder: String(p.displayOrder),
    isActive: p.isActive,
  };
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Media type: set by an upload, or chosen. */
function MediaTypeField({ form }: { form: PromotionFormApi }) {
  return (
    <FormField
      control={form.control}
      name="mediaType"
      render={({ field }) => (
        <FormItem>
          <FormLabel>Media type</FormLabel>
          <Select value={field.value} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger className="w-40" onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              <SelectItem value="image">Image</SelectItem>
              <SelectItem value="video">Video</SelectItem>
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

function ActiveField({ form }: { form: PromotionFormApi }) {
  return (
    <FormField
      control={form.control}
      name="isActive"
      render={({ field }) => (
        <FormItem className="flex items-center gap-3">
          <FormControl>
            <Switch checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
          </FormControl>
          <FormLabel>Active</FormLabel>
        </FormItem>
      )}
    />
  );
}

export function PromotionForm({
  item,
  onClose,
  onSaved,
}: {
  item: PromotionDto | "new" | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form: PromotionFormApi = useForm<PromotionFormInput, unknown, Promotion>({
    resolver: zodResolver(promotionFormSchema),
    defaultValues: toValues(item),
  });
  const busy = form.formState.isSubmitting;
  const [uploading, setUploading] = React.useState(false);
  // The file last chosen, previewed before and while it uploads.
  const [chosen, setChosen] = React.useState<File | null>(null);
  const fileRef = React.useRef<HTMLInputElement>(null);
  const isNew = item === "new";

  useResetOnOpen(
    item !== null,
    () => {
      form.reset(toValues(item));
      setChosen(null);
    },
    isNew ? "new" : item?.id,
  );

  async function onFile(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = checkUploadFile(file);
    if (problem) {
      toast.error(problem.title, problem.description);
      return;
    }
    setChosen(file);
    setUploading(true);
    try {
      const fileData = await readAsDataUrl(file);
      const result = await api("uploadPromotionMedia", {
        // The server decides the type by the bytes; the declared one is checked there too.
        body: { fileData, fileName: file.name, fileType: file.type as BodyOf<"uploadPromotionMedia">["fileType"] },
      });
      form.setValue("mediaUrl", result.url, { shouldDirty: true });
      form.setValue("mediaType", result.mediaType, { shouldDirty: true });
      toast.success(UPLOAD_TOASTS.uploadSuccessful.title, `${file.name} is ready to use.`);
    } catch (error) {
      setChosen(null);
      toastApiError(error, {
        title: UPLOAD_TOASTS.uploadError.title,
        description: "The file could not be uploaded. Please try again.",
      });
    } finally {
      setUploading(false);
    }
  }

  async function submit(values: Promotion) {
    try {
      if (isNew) {
        await api("createPromotion", { body: values });
        toast.success("Promotion created", `${values.title} was added.`);
      } else if (item) {
        await api("updatePromotion", { params: { id: item.id }, body: values });
        toast.success("Promotion updated", `${values.title} was saved.`);
      }
      onSaved();
    } catch (error) {
      toastApiError(error, {
        title: "Error",
        description: isNew ? "Failed to create promotion." : "Failed to update promotion.",
      });
    }
  }

  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && !busy && !uploading && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{isNew ? "Add Promotion" : "Edit Promotion"}</DialogTitle>
          <DialogDescription>Active promotions appear in the home page slideshow by display order.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-4">
            <TextFormField form={form} name="title" label="Title" />
            <TextareaFormField form={form} name="description" label="Description" rows={3} />
            <div className="space-y-2 rounded-lg border border-border p-3">
              <div className="flex flex-wrap items-center gap-2">
                <input
                  ref={fileRef}
                  type="file"
                  className="sr-only"
                  id="promo-file"
                  aria-label="Upload media file"
                  accept="image/jpeg,image/png,image/gif,image/webp,video/mp4,video/webm"
                  onChange={(e) => void onFile(e)}
                />
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={uploading}
                  onClick={() => fileRef.current?.click()}
                >
                  <UploadIcon aria-hidden="true" />
                  {uploading ? "Uploading..." : "Upload Media"}
                </Button>
                <span className="text-xs text-muted-foreground">JPEG, PNG, GIF, WebP, MP4 or WebM, up to 10MB</span>
              </div>
              <MediaPreview file={chosen} />
              <TextFormField form={form} name="mediaUrl" label="Media URL" />
              <MediaTypeField form={form} />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextFormField form={form} name="locationName" label="Location name" />
              <TextFormField form={form} name="locationUrl" label="Location URL" />
              <TextFormField form={form} name="buttonText" label="Button text" />
              <TextFormField form={form} name="buttonUrl" label="Button URL" />
              <TextFormField
                form={form}
                name="displayOrder"
                label="Display order (0–999)"
                type="number"
                min={0}
                max={999}
                step={1}
              />
            </div>
            <ActiveField form={form} />
            <DialogFooter>
              <Button type="button" variant="outline" disabled={busy} onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy || uploading}>
                {busy ? "Saving..." : isNew ? "Create" : "Save"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
