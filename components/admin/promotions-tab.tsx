"use client";

import { PencilIcon, PlusIcon, Trash2Icon, UploadIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import * as React from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
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
import { SLIDESHOW_TIMER_OPTIONS } from "@/lib/domain/constants";
import { fieldErrors } from "@/lib/validation/common";
import { UPLOAD_TOASTS, checkUploadFile, promotionSchema } from "@/lib/validation/promotions";
import { toast } from "@/lib/toast";
import { api, toastApiError } from "./api";
import type { PromotionDto } from "./types";
import { ConfirmDialog } from "./confirm-dialog";

export function PromotionsTab({ promotions, timer }: { promotions: PromotionDto[]; timer: number }) {
  const router = useRouter();
  const [editing, setEditing] = React.useState<PromotionDto | "new" | null>(null);
  const [deleting, setDeleting] = React.useState<PromotionDto | null>(null);
  const [busy, setBusy] = React.useState(false);

  async function remove(p: PromotionDto) {
    setBusy(true);
    try {
      await api(`/api/promotions/${p.id}`, { method: "DELETE" });
      toast.success("Promotion deleted", `${p.title} was deleted.`);
      router.refresh();
    } catch (error) {
      toastApiError(error, { title: "Error", description: "Failed to delete promotion." });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  async function toggle(p: PromotionDto, isActive: boolean) {
    try {
      await api(`/api/promotions/${p.id}`, { method: "PUT", body: { isActive } });
      toast.success("Promotion updated", `${p.title} is now ${isActive ? "active" : "inactive"}.`);
      router.refresh();
    } catch (error) {
      toastApiError(error, { title: "Error", description: "Failed to update promotion." });
    }
  }

  return (
    <div className="space-y-6">
      <SlideshowTimerCard timer={timer} />
      <div className="flex justify-end">
        <Button onClick={() => setEditing("new")}>
          <PlusIcon aria-hidden="true" />
          Add Promotion
        </Button>
      </div>
      {promotions.length === 0 && <p className="py-8 text-center text-muted-foreground">No promotions yet.</p>}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {promotions.map((p) => (
          <Card key={p.id} aria-label={p.title} className="overflow-hidden">
            {p.mediaUrl && (
              <div className="aspect-video bg-muted">
                {p.mediaType === "video" ? (
                  <video src={p.mediaUrl} className="size-full object-cover" muted playsInline preload="metadata" />
                ) : (
                  // eslint-disable-next-line @next/next/no-img-element -- uploaded media of any size
                  <img src={p.mediaUrl} alt="" className="size-full object-cover" />
                )}
              </div>
            )}
            <CardHeader className="gap-2">
              <div className="flex items-start justify-between gap-2">
                <CardTitle className="text-lg">{p.title}</CardTitle>
                <Badge variant={p.isActive ? "success" : "muted"}>{p.isActive ? "Active" : "Inactive"}</Badge>
              </div>
              <CardDescription>Display order {p.displayOrder}</CardDescription>
            </CardHeader>
            <CardContent>
              <p className="line-clamp-3 text-sm text-muted-foreground">{p.description}</p>
            </CardContent>
            <CardFooter className="flex-wrap gap-2">
              <div className="mr-auto flex items-center gap-2">
                <Switch id={`promo-active-${p.id}`} checked={p.isActive} onCheckedChange={(v) => void toggle(p, v)} />
                <Label htmlFor={`promo-active-${p.id}`}>Active</Label>
              </div>
              <Button size="sm" variant="outline" onClick={() => setEditing(p)}>
                <PencilIcon aria-hidden="true" />
                Edit
              </Button>
              <Button size="sm" variant="destructive" onClick={() => setDeleting(p)}>
                <Trash2Icon aria-hidden="true" />
                Delete
              </Button>
            </CardFooter>
          </Card>
        ))}
      </div>
      <PromotionForm
        item={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          router.refresh();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
        title={<>Delete {deleting?.title}?</>}
        description="The promotion leaves the slideshow and cannot be restored."
        confirmLabel="Delete"
      />
    </div>
  );
}

function SlideshowTimerCard({ timer }: { timer: number }) {
  const router = useRouter();
  const [value, setValue] = React.useState(String(timer));
  const [busy, setBusy] = React.useState(false);
  React.useEffect(() => setValue(String(timer)), [timer]);

  async function save(next: string) {
    const previous = value;
    setValue(next);
    setBusy(true);
    try {
      await api("/api/slideshow/timer", { body: { timer: Number(next) } });
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

function PromotionForm({
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
  const fileRef = React.useRef<HTMLInputElement>(null);
  const isNew = item === "new";

  React.useEffect(() => {
    setValues(toValues(item));
    setErrors({});
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
    setUploading(true);
    try {
      const fileData = await readAsDataUrl(file);
      const result = await api<{ url: string; mediaType: "image" | "video" }>("/api/promotions/upload", {
        body: { fileData, fileName: file.name, fileType: file.type },
      });
      setValues((v) => ({ ...v, mediaUrl: result.url, mediaType: result.mediaType }));
      toast.success(UPLOAD_TOASTS.uploadSuccessful.title, `${file.name} is ready to use.`);
    } catch (error) {
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
