"use client";

import { PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import * as React from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatWholePounds } from "@/lib/domain/money";
import { toast } from "@/lib/toast";
import { api, toastApiError } from "./api";
import type { BarServiceDto, ServiceDto } from "./types";
import { ConfirmDialog } from "./confirm-dialog";
import { CatalogueForm, TEXT, type Item, type Kind } from "./catalogue-form";

const DELETE_FAILED = { title: "Deletion failed", description: "Failed to delete. Please try again." };

export function CatalogueTab({ kind, items }: { kind: Kind; items: (ServiceDto | BarServiceDto)[] }) {
  const router = useRouter();
  const t = TEXT[kind];
  const [editing, setEditing] = React.useState<Item | "new" | null>(null);
  const [deleting, setDeleting] = React.useState<Item | null>(null);
  const [busy, setBusy] = React.useState(false);

  async function remove(item: Item) {
    setBusy(true);
    try {
      const result = await api<{ deleted: boolean; deactivated: boolean }>(`${t.endpoint}/${item.id}`, {
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
      router.refresh();
    } catch (error) {
      toastApiError(error, DELETE_FAILED);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing("new")}>
          <PlusIcon aria-hidden="true" />
          {t.add}
        </Button>
      </div>
      {items.length === 0 && <p className="py-8 text-center text-muted-foreground">{t.empty}</p>}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((item) => (
          <Card key={item.id} aria-label={item.title}>
            <CardHeader className="gap-2">
              <div className="flex items-start justify-between gap-2">
                <CardTitle className="text-lg">{item.title}</CardTitle>
                <Badge variant={item.isActive ? "success" : "muted"}>{item.isActive ? "Active" : "Inactive"}</Badge>
              </div>
              <p className="text-sm">
                <span className="font-semibold text-primary">{formatWholePounds(item.basePrice)}</span>
                {"discount" in item && <span className="ml-2 text-muted-foreground">Discount: {item.discount}%</span>}
              </p>
            </CardHeader>
            <CardContent>
              <p className="line-clamp-4 text-sm text-muted-foreground">{item.description}</p>
            </CardContent>
            <CardFooter className="gap-2">
              <Button size="sm" variant="outline" onClick={() => setEditing(item)}>
                <PencilIcon aria-hidden="true" />
                Edit
              </Button>
              <Button size="sm" variant="destructive" onClick={() => setDeleting(item)}>
                <Trash2Icon aria-hidden="true" />
                Delete
              </Button>
            </CardFooter>
          </Card>
        ))}
      </div>

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
        open={deleting !== null}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
        title={<>Delete {deleting?.title}?</>}
        description="This cannot be undone. If past bookings used it, it is deactivated instead so their history keeps its name and price."
        confirmLabel="Delete"
      />
    </div>
  );
}
