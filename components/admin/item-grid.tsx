"use client";

import { PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import * as React from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { toastApiError } from "@/lib/api-client/toast-error";

/** The Add button, the empty note and the grid of cards of a magician's catalogue-like tab. */
export function ItemGrid({
  addLabel,
  onAdd,
  isEmpty,
  emptyText,
  children,
}: {
  addLabel: string;
  onAdd: () => void;
  isEmpty: boolean;
  emptyText: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <div className="flex justify-end">
        <Button onClick={onAdd}>
          <PlusIcon aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
      {isEmpty && <p className="py-8 text-center text-muted-foreground">{emptyText}</p>}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">{children}</div>
    </>
  );
}

/** One item's card: title with its Active/Inactive badge, a line under it, the clamped description, Edit and Delete. */
export function ItemCard({
  title,
  isActive,
  className,
  media,
  subtitle,
  description,
  descriptionClassName,
  footerClassName,
  footerStart,
  onEdit,
  onDelete,
}: {
  title: string;
  isActive: boolean;
  className?: string;
  media?: React.ReactNode;
  subtitle: React.ReactNode;
  description: string;
  descriptionClassName: string;
  footerClassName: string;
  /** controls before Edit and Delete (e.g. an Active switch) */
  footerStart?: React.ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card aria-label={title} className={className}>
      {media}
      <CardHeader className="gap-2">
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="text-lg">{title}</CardTitle>
          <Badge variant={isActive ? "success" : "muted"}>{isActive ? "Active" : "Inactive"}</Badge>
        </div>
        {subtitle}
      </CardHeader>
      <CardContent>
        <p className={cn(descriptionClassName, "text-sm text-muted-foreground")}>{description}</p>
      </CardContent>
      <CardFooter className={footerClassName}>
        {footerStart}
        <Button size="sm" variant="outline" onClick={onEdit}>
          <PencilIcon aria-hidden="true" />
          Edit
        </Button>
        <Button size="sm" variant="destructive" onClick={onDelete}>
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </CardFooter>
    </Card>
  );
}

/**
 * The item waiting for the delete confirmation, and the props of its ConfirmDialog: confirming runs `remove`,
 * then refreshes the page's data; a failure gets the `failed` toast (or the server's own text).
 */
export function useConfirmedDelete<T>(
  remove: (item: T) => Promise<void>,
  failed: { title: string; description: string },
) {
  const router = useRouter();
  const [deleting, setDeleting] = React.useState<T | null>(null);
  const [busy, setBusy] = React.useState(false);

  async function confirm(item: T) {
    setBusy(true);
    try {
      await remove(item);
      router.refresh();
    } catch (error) {
      toastApiError(error, failed);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  return {
    deleting,
    askDelete: setDeleting,
    confirmProps: {
      open: deleting !== null,
      busy,
      onCancel: () => setDeleting(null),
      onConfirm: () => {
        if (deleting) void confirm(deleting);
      },
    },
  };
}
