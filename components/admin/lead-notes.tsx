"use client";

import { useRouter } from "next/navigation";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { fieldErrors } from "@/lib/validation/common";
import { LEAD_NOTE_MAX, leadNoteSchema } from "@/lib/validation/lead-note";
import { toast } from "@/lib/toast";
import { api, toastApiError } from "./api";
import type { LeadDto } from "./types";

const WHEN = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });

/** A lead's dated notes (oldest first) and a box to add one (POST /api/leads/{id}/notes). */
export function LeadNotes({ lead }: { lead: LeadDto }) {
  const router = useRouter();
  const [text, setText] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const id = `lead-${lead.id}-note`;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = leadNoteSchema.safeParse({ text });
    if (!parsed.success) return setError(fieldErrors(parsed.error).text ?? "Please write a note.");
    setError(null);
    setBusy(true);
    try {
      await api(`/api/leads/${lead.id}/notes`, { body: parsed.data });
      toast.success("Note added", `Your note on ${lead.name}'s lead was saved.`);
      setText("");
      router.refresh();
    } catch (err) {
      toastApiError(err, { title: "Error", description: "Failed to add the note." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="space-y-2 border-t border-border pt-3" aria-label={`Notes on ${lead.name}'s lead`}>
      <h3 className="text-sm font-medium">Notes</h3>
      {lead.notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No notes yet.</p>
      ) : (
        <ol className="space-y-2">
          {lead.notes.map((note) => (
            <li key={note.id} className="rounded-md bg-muted/40 p-2 text-sm">
              <time dateTime={note.createdAt} className="block text-xs text-muted-foreground">
                {WHEN.format(new Date(note.createdAt))}
              </time>
              <p className="whitespace-pre-wrap">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} noValidate className="space-y-2">
        <Label htmlFor={id} className="sr-only">
          Add a note
        </Label>
        <Textarea
          id={id}
          rows={2}
          value={text}
          maxLength={LEAD_NOTE_MAX}
          placeholder="Add a note (e.g. called, sent a quote)"
          onChange={(e) => setText(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        )}
        <Button type="submit" size="sm" variant="outline" disabled={busy}>
          {busy ? "Saving..." : "Add note"}
        </Button>
      </form>
    </section>
  );
}
