"use client";

import { useRouter } from "next/navigation";
import * as React from "react";
import { formatWholePounds } from "@/lib/domain/money";
import { formatFromPrice } from "@/lib/domain/pricing";
import { toast } from "@/lib/toast";
import { apiFetch } from "@/lib/api-client/request";
import type { BarServiceDto, ServiceDto } from "./types";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { CatalogueForm, TEXT, type Item, type Kind } from "./catalogue-form";
import { ItemCard, ItemGrid, useConfirmedDelete } from "./item-grid";

/**
 * A service's price as the public site shows it ("from £125": half an hour of the hourly base
 * price), with the hourly rate beside it; a bar service costs its price, less its discount.
 */
function priceLabel(kind: Kind, basePrice: number): string {
  return kind === "service" ? formatFromPrice(basePrice) : formatWholePounds(basePrice);
}

const DELETE_FAILED = { title: "Deletion failed", description: "Failed to delete. Please try again." };

export function CatalogueTab({ kind, items }: { kind: Kind; items: (ServiceDto | BarServiceDto)[] }) {
  const router = useRouter();
  const t = TEXT[kind];
  const [editing, setEditing] = React.useState<Item | "new" | null>(null);
  const { deleting, askDelete, confirmProps } = useConfirmedDelete(async (item: Item) => {
    const result = await apiFetch<{ deleted: boolean; deactivated: boolean }>(`${t.endpoint}/${item.id}`, {
      method: "DELETE",
    });
    if (result.deactivated) {
      toast.success(
        `${t.noun} deactivated`,
        `${item.title} is used by past bookings, so it was hidden instead of deleted.`,
      );
    } else {
      toast.success(t.deleted, `${item.title} was deleted.`);
    }
  }, DELETE_FAILED);

  return (
    <div className="space-y-4">
      <ItemGrid addLabel={t.add} onAdd={() => setEditing("new")} isEmpty={items.length === 0} emptyText={t.empty}>
        {items.map((item) => (
          <ItemCard
            key={item.id}
            title={item.title}
            isActive={item.isActive}
            subtitle={
              <p className="text-sm">
                <span className="font-semibold text-primary">{priceLabel(kind, item.basePrice)}</span>
                {kind === "service" && (
                  <span className="ml-2 text-muted-foreground">({formatWholePounds(item.basePrice)} per hour)</span>
                )}
                {"discount" in item && <span className="ml-2 text-muted-foreground">Discount: {item.discount}%</span>}
              </p>
            }
            description={item.description}
            descriptionClassName="line-clamp-4"
            footerClassName="gap-2"
            onEdit={() => setEditing(item)}
            onDelete={() => askDelete(item)}
          />
        ))}
      </ItemGrid>

      <CatalogueForm
        kind={kind}
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
        description="This cannot be undone. If past bookings used it, it is deactivated instead so their history keeps its name and price."
        confirmLabel="Delete"
      />
    </div>
  );
}
