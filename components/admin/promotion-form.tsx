"use client";

import { UploadIcon } from "lucide-react";
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { fieldErrors } from "@/lib/validation/common";
import { UPLOAD_TOASTS, checkUploadFile, promotionSchema } from "@/lib/validation/promotions";
import { toast } from "@/lib/toast";
import { api, toastApiError } from "./api";
import { MediaPreview } from "./media-preview";
import type { PromotionDto } from "./types";

interface FormValues {
  title: string;
  description: string;
  mediaUrl: string;
  mediaType: "image" | "video";
  locationName: string;
  locationUrl: string;
  buttonText: string;
  buttonUrl: string;
  displayOrder: string;
  isActive: boolean;
}

function toValues(p: PromotionDto | "new" | null): FormValues {
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

export function PromotionForm({
  item,
  onClose,
  onSaved,
}: {
  item: PromotionDto | "new" | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [values, setValues] = React.useState<FormValues>(() => toValues(item));
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [busy, setBusy] = React.useState(false);
  const [uploading, setUploading] = React.useState(false);
  // The file last chosen, previewed before and while it uploads.
  const [chosen, setChosen] = React.useState<File | null>(null);
  const fileRef = React.useRef<HTMLInputElement>(null);
  const isNew = item === "new";

  React.useEffect(() => {
    setValues(toValues(item));
    setErrors({});
    setChosen(null);
  }, [item]);

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
      const result = await api<{ url: string; mediaType: "image" | "video" }>("/api/promotions/upload", {
        body: { fileData, fileName: file.name, fileType: file.type },
      });
      setValues((v) => ({ ...v, mediaUrl: result.url, mediaType: result.mediaType }));
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

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const raw = {
      ...values,
      buttonText: values.buttonText.trim() || "Learn More",
      displayOrder: values.displayOrder.trim() === "" ? NaN : Number(values.displayOrder),
    };
    const parsed = promotionSchema.safeParse(raw);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      if (isNew) {
        await api("/api/promotions", { body: raw });
        toast.success("Promotion created", `${values.title.trim()} was added.`);
      } else if (item) {
        await api(`/api/promotions/${item.id}`, { method: "PUT", body: raw });
        toast.success("Promotion updated", `${values.title.trim()} was saved.`);
      }
      onSaved();
    } catch (error) {
      toastApiError(error, {
        title: "Error",
        description: isNew ? "Failed to create promotion." : "Failed to update promotion.",
      });
    } finally {
      setBusy(false);
    }
  }

  const text = (name: keyof FormValues, label: string, props: React.ComponentProps<typeof Input> = {}) => (
    <div className="space-y-1.5">
      <Label htmlFor={`promo-${name}`}>{label}</Label>
      <Input
        id={`promo-${name}`}
        value={String(values[name])}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? `promo-${name}-error` : undefined}
        {...props}
      />
      {errors[name] && (
        <p id={`promo-${name}-error`} className="text-sm text-destructive">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && !busy && !uploading && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{isNew ? "Add Promotion" : "Edit Promotion"}</DialogTitle>
          <DialogDescription>Active promotions appear in the home page slideshow by display order.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4">
          {text("title", "Title")}
          <div className="space-y-1.5">
            <Label htmlFor="promo-description">Description</Label>
            <Textarea
              id="promo-description"
              rows={3}
              value={values.description}
              onChange={(e) => setValues({ ...values, description: e.target.value })}
            />
          </div>
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
            {text("mediaUrl", "Media URL")}
            <div className="space-y-1.5">
              <Label htmlFor="promo-mediaType">Media type</Label>
              <Select
                value={values.mediaType}
                onValueChange={(v) => setValues({ ...values, mediaType: v as "image" | "video" })}
              >
                <SelectTrigger id="promo-mediaType" className="w-40">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="image">Image</SelectItem>
                  <SelectItem value="video">Video</SelectItem>
                </SelectContent>
              </Select>
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {text("locationName", "Location name")}
            {text("locationUrl", "Location URL")}
            {text("buttonText", "Button text")}
            {text("buttonUrl", "Button URL")}
            {text("displayOrder", "Display order (0–999)", { type: "number", min: 0, max: 999, step: 1 })}
          </div>
          <div className="flex items-center gap-3">
            <Switch
              id="promo-isActive"
              checked={values.isActive}
              onCheckedChange={(v) => setValues({ ...values, isActive: v })}
            />
            <Label htmlFor="promo-isActive">Active</Label>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy || uploading}>
              {busy ? "Saving..." : isNew ? "Create" : "Save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
