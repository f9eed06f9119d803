"use client";

import { PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import * as React from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/lib/toast";
import { api, toastApiError } from "./api";
import { ConfirmDialog } from "./confirm-dialog";
import { PromotionForm } from "./promotion-form";
import { SlideshowTimerCard } from "./slideshow-timer-card";
import type { PromotionDto } from "./types";

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
