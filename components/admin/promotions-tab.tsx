"use client";

import { useRouter } from "next/navigation";
import * as React from "react";
import { CardDescription } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/lib/toast";
import { apiFetch } from "@/lib/api-client/request";
import { toastApiError } from "@/lib/api-client/toast-error";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { ItemCard, ItemGrid, useConfirmedDelete } from "./item-grid";
import { PromotionForm } from "./promotion-form";
import { SlideshowTimerCard } from "./slideshow-timer-card";
import type { PromotionDto } from "./types";

export function PromotionsTab({ promotions, timer }: { promotions: PromotionDto[]; timer: number }) {
  const router = useRouter();
  const [editing, setEditing] = React.useState<PromotionDto | "new" | null>(null);
  const { deleting, askDelete, confirmProps } = useConfirmedDelete(
    async (p: PromotionDto) => {
      await apiFetch(`/api/promotions/${p.id}`, { method: "DELETE" });
      toast.success("Promotion deleted", `${p.title} was deleted.`);
    },
    { title: "Error", description: "Failed to delete promotion." },
  );

  async function toggle(p: PromotionDto, isActive: boolean) {
    try {
      await apiFetch(`/api/promotions/${p.id}`, { method: "PUT", body: { isActive } });
      toast.success("Promotion updated", `${p.title} is now ${isActive ? "active" : "inactive"}.`);
      router.refresh();
    } catch (error) {
      toastApiError(error, { title: "Error", description: "Failed to update promotion." });
    }
  }

  return (
    <div className="space-y-6">
      <SlideshowTimerCard timer={timer} />
      <ItemGrid
        addLabel="Add Promotion"
        onAdd={() => setEditing("new")}
        isEmpty={promotions.length === 0}
        emptyText="No promotions yet."
      >
        {promotions.map((p) => (
          <ItemCard
            key={p.id}
            title={p.title}
            isActive={p.isActive}
            className="overflow-hidden"
            media={p.mediaUrl && <PromotionMedia url={p.mediaUrl} type={p.mediaType} />}
            subtitle={<CardDescription>Display order {p.displayOrder}</CardDescription>}
            description={p.description}
            descriptionClassName="line-clamp-3"
            footerClassName="flex-wrap gap-2"
            footerStart={
              <div className="mr-auto flex items-center gap-2">
                <Switch id={`promo-active-${p.id}`} checked={p.isActive} onCheckedChange={(v) => void toggle(p, v)} />
                <Label htmlFor={`promo-active-${p.id}`}>Active</Label>
              </div>
            }
            onEdit={() => setEditing(p)}
            onDelete={() => askDelete(p)}
          />
        ))}
      </ItemGrid>
      <PromotionForm
        item={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          router.refresh();
        }}
      />
      <ConfirmDialog
        {...confirmProps}
        title={<>Delete {deleting?.title}?</>}
        description="The promotion leaves the slideshow and cannot be restored."
        confirmLabel="Delete"
      />
    </div>
  );
}

function PromotionMedia({ url, type }: { url: string; type: PromotionDto["mediaType"] }) {
  return (
    <div className="aspect-video bg-muted">
      {type === "video" ? (
        <video src={url} className="size-full object-cover" muted playsInline preload="metadata" />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- uploaded media of any size
        <img src={url} alt="" className="size-full object-cover" />
      )}
    </div>
  );
}
