"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { useEarlyInput } from "@/components/ui/use-early-input";
import { LEAD_NOTE_MAX, leadNoteSchema, type LeadNoteInput } from "@/lib/validation/lead-note";
import { toast } from "@/lib/toast";
import { api } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import type { LeadDto } from "./types";

const WHEN = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });

/** A lead's dated notes (oldest first) and a box to add one (POST /api/leads/{id}/notes). */
export function LeadNotes({ lead }: { lead: LeadDto }) {
  const router = useRouter();
  const form = useForm<LeadNoteInput>({ resolver: zodResolver(leadNoteSchema), defaultValues: { text: "" } });
  const busy = form.formState.isSubmitting;
  // rendered on the server: keep a note typed before the page's code ran
  const formRef = useEarlyInput(form, ["text"]);

  async function submit(values: LeadNoteInput) {
    try {
      await api("addLeadNote", { params: { id: lead.id }, body: values });
      toast.success("Note added", `Your note on ${lead.name}'s lead was saved.`);
      form.reset({ text: "" });
      router.refresh();
    } catch (err) {
      toastApiError(err, { title: "Error", description: "Failed to add the note." });
    }
  }

  return (
    // A group, not a landmark: one person can leave several leads, and landmarks must have distinct names.
    <div role="group" className="space-y-2 border-t border-border pt-3" aria-label={`Notes on ${lead.name}'s lead`}>
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
      <Form {...form}>
        <form ref={formRef} onSubmit={form.handleSubmit(submit)} noValidate className="space-y-2">
          <FormField
            control={form.control}
            name="text"
            render={({ field }) => (
              <FormItem className="gap-2">
                <FormLabel className="sr-only">Add a note</FormLabel>
                <FormControl>
                  <Textarea
                    rows={2}
                    maxLength={LEAD_NOTE_MAX}
                    placeholder="Add a note (e.g. called, sent a quote)"
                    {...field}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" size="sm" variant="outline" disabled={busy}>
            {busy ? "Saving..." : "Add note"}
          </Button>
        </form>
      </Form>
    </div>
  );
}
