"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { api, ApiError, type Answer } from "@/lib/api-client";
import { formatIsoDateLong } from "@/lib/domain/dates";
import { QuestionnaireField } from "./questionnaire-field";
import { clearDraft, readDraft, writeDraft } from "./questionnaire-draft";

type View = Answer<"getManagedQuestionnaire">;
type Status = "idle" | "saving" | "saved" | "error" | "closed";

/** Typing pauses this long before a text answer is saved; a click (a choice, yes/no) saves at once. */
const TEXT_DEBOUNCE_MS = 800;

const valuesOf = (view: View) => Object.fromEntries(view.questions.map((q) => [q.id, q.answer]));

/**
 * "Help us plan your event": the magician's questions for this event type, saved as the client goes
 * (each field a moment after typing stops, a choice at once, and all of them with the button). Each
 * unsaved answer is also kept in the browser until the server has it, so a reload or a lost
 * connection loses nothing: the page saves what it finds on its next load.
 */
export function PlanningQuestionnaire({ token, initial }: { token: string; initial: View }) {
  const [view, setView] = useState(initial);
  const [values, setValues] = useState<Record<number, string>>(() => valuesOf(initial));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [status, setStatus] = useState<Status>(initial.open ? "idle" : "closed");
  const [message, setMessage] = useState<string | null>(null);
  const saved = useRef<Record<number, string>>(valuesOf(initial));
  const current = useRef(values);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const save = useCallback(
    async (ids: number[]) => {
      const answers = ids
        .filter((id) => current.current[id] !== saved.current[id])
        .map((questionId) => ({ questionId, answer: current.current[questionId] ?? "" }));
      if (answers.length === 0) {
        setStatus((s) => (s === "closed" ? s : "saved"));
        return;
      }
      setStatus("saving");
      try {
        const next = await api("saveManagedQuestionnaire", { params: { token }, body: { answers } });
        for (const a of answers)
          saved.current[a.questionId] = next.questions.find((q) => q.id === a.questionId)?.answer ?? "";
        clearDraft(token, answers, current.current);
        setView(next);
        setErrors((e) => Object.fromEntries(Object.entries(e).filter(([id]) => !ids.includes(Number(id)))));
        setMessage(null);
        setStatus("saved");
      } catch (e) {
        if (e instanceof ApiError && e.code === "questionnaire-closed") {
          setStatus("closed");
          setMessage(e.message);
          return;
        }
        if (e instanceof ApiError && e.status === 400 && e.fieldErrors) {
          const byQuestion: Record<number, string> = {};
          for (const [key, text] of Object.entries(e.fieldErrors)) {
            const index = Number(/^answers\.(\d+)\./.exec(key)?.[1]);
            const answer = answers[index];
            if (answer) byQuestion[answer.questionId] = text;
          }
          setErrors((old) => ({ ...old, ...byQuestion }));
        }
        setMessage(
          e instanceof ApiError ? e.message : "Your answers could not be saved. Please check your connection.",
        );
        setStatus("error");
      }
    },
    [token],
  );

  // Answers typed before a reload (or a failed save) come back from the browser and are saved now.
  useEffect(() => {
    if (!initial.open) return;
    const draft = readDraft(token);
    const known = new Set(initial.questions.map((q) => q.id));
    const restored = Object.entries(draft)
      .map(([id, answer]) => [Number(id), answer] as const)
      .filter(([id, answer]) => known.has(id) && answer !== saved.current[id]);
    if (restored.length === 0) return;
    const next = { ...current.current, ...Object.fromEntries(restored) };
    current.current = next;
    setValues(next);
    void save(restored.map(([id]) => id));
  }, [initial, token, save]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  function change(id: number, answer: string, immediately: boolean) {
    const next = { ...current.current, [id]: answer };
    current.current = next;
    setValues(next);
    writeDraft(token, id, answer);
    setStatus((s) => (s === "closed" ? s : "idle"));
    clearTimeout(timers.current.get(id));
    timers.current.set(
      id,
      setTimeout(() => void save([id]), immediately ? 0 : TEXT_DEBOUNCE_MS),
    );
  }

  function saveAll() {
    timers.current.forEach(clearTimeout);
    timers.current.clear();
    void save(view.questions.map((q) => q.id));
  }

  const closed = status === "closed";
  const missing = view.questions.filter((q) => q.required && (values[q.id] ?? "").trim() === "").length;
  return (
    <section aria-labelledby="questionnaire-heading" className="grid gap-4 rounded-lg border border-border p-4">
      <div className="grid gap-1">
        <h2 id="questionnaire-heading" className="text-lg font-semibold">
          Help us plan your event
        </h2>
        <p className="text-sm text-muted-foreground">
          {closed
            ? "The questions have closed. Please tell the magician anything else directly."
            : `Your answers are saved as you go. You can come back and change them until ${formatIsoDateLong(view.closesOn)}.`}
          {!closed && missing > 0 && ` Questions marked required: ${missing} still to answer.`}
        </p>
      </div>
      <div className="grid gap-5">
        {view.questions.map((q) => (
          <QuestionnaireField
            key={q.id}
            question={q}
            value={values[q.id] ?? ""}
            error={errors[q.id]}
            disabled={closed}
            onChange={(answer, immediately) => change(q.id, answer, immediately)}
            onBlur={() => {
              clearTimeout(timers.current.get(q.id));
              void save([q.id]);
            }}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {!closed && (
          <Button type="button" onClick={saveAll} disabled={status === "saving"}>
            Save answers
          </Button>
        )}
        <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
          {status === "saving" ? "Saving…" : status === "saved" ? "Saved" : null}
        </p>
      </div>
      {message && (
        <p role="alert" className="text-sm text-destructive">
          {message}
        </p>
      )}
    </section>
  );
}
