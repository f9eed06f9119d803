"use client";

import { useEffect, useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { api, ApiError } from "@/lib/api-client";
import { toastApiError } from "@/lib/api-client/toast-error";
import type { EventType } from "@/lib/domain/constants";
import type { Question } from "@/lib/domain/questionnaire";
import { toast } from "@/lib/toast";
import { QUESTIONNAIRE_TOASTS } from "@/lib/validation/questionnaire";
import { QuestionEditor, blankQuestion, type EditedQuestion } from "./question-editor";

interface LoadedSet {
  eventType: EventType;
  label: string;
  questions: Question[];
}

const edited = (questions: Question[]): EditedQuestion[] =>
  questions.map((q) => ({ ...q, key: `q${q.id}`, optionsText: q.options.join("\n") }));

/**
 * Settings → Planning questionnaire: for each event type, the questions the client is asked on their
 * booking page, in order. Saved whole per event type; a question keeps its id (and so the answers
 * already given to it) when reworded or moved.
 */
export function QuestionnaireSettingsCard() {
  const id = useId();
  const [sets, setSets] = useState<LoadedSet[] | null>(null);
  const [eventType, setEventType] = useState<EventType>("wedding");
  const [questions, setQuestions] = useState<EditedQuestion[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    api("listQuestionnaires")
      .then(({ sets: loaded }) => {
        if (!live) return;
        setSets(loaded);
        setQuestions(edited(loaded.find((s) => s.eventType === "wedding")?.questions ?? []));
      })
      .catch((error) => live && toastApiError(error, QUESTIONNAIRE_TOASTS.loadFailed));
    return () => {
      live = false;
    };
  }, []);

  function choose(next: EventType) {
    setEventType(next);
    setErrors({});
    setQuestions(edited(sets?.find((s) => s.eventType === next)?.questions ?? []));
  }

  function move(index: number, by: -1 | 1) {
    setQuestions((qs) => {
      const next = [...qs];
      const [q] = next.splice(index, 1);
      next.splice(index + by, 0, q!);
      return next;
    });
  }

  async function save() {
    setSaving(true);
    setErrors({});
    try {
      const saved = await api("saveQuestionnaire", {
        params: { eventType },
        body: {
          questions: questions.map((q) => ({
            ...(q.id !== undefined ? { id: q.id } : {}),
            kind: q.kind,
            text: q.text,
            required: q.required,
            options: q.kind === "choice" ? q.optionsText.split("\n").filter((o) => o.trim() !== "") : [],
          })),
        },
      });
      setSets((all) => all?.map((s) => (s.eventType === saved.eventType ? saved : s)) ?? null);
      setQuestions(edited(saved.questions));
      toast.success(QUESTIONNAIRE_TOASTS.saved.title, `The ${saved.label.toLowerCase()} questions are saved.`);
    } catch (e) {
      if (e instanceof ApiError) setErrors(e.fieldErrors ?? {});
      toast.error(
        QUESTIONNAIRE_TOASTS.saveFailed.title,
        e instanceof ApiError && e.status === 400 ? e.message : QUESTIONNAIRE_TOASTS.saveFailed.description,
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Planning questionnaire</CardTitle>
        <CardDescription>
          Questions your clients answer on their booking page, from booking until 2 days before the event. Those with
          questions left unanswered are reminded 3 weeks before.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!sets ? (
          <p className="text-sm text-muted-foreground" aria-busy>
            Loading the questions…
          </p>
        ) : (
          <>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-event-type`}>Event type</Label>
              <select
                id={`${id}-event-type`}
                className="h-9 max-w-xs rounded-md border border-input bg-transparent px-2 text-sm"
                value={eventType}
                onChange={(e) => choose(e.target.value as EventType)}
              >
                {sets.map((s) => (
                  <option key={s.eventType} value={s.eventType}>
                    {s.label} ({s.questions.length})
                  </option>
                ))}
              </select>
            </div>
            {questions.length === 0 && (
              <p className="text-sm text-muted-foreground">No questions for this event type yet.</p>
            )}
            <ol className="grid gap-3">
              {questions.map((q, i) => (
                <QuestionEditor
                  key={q.key}
                  index={i}
                  count={questions.length}
                  question={q}
                  errors={errors}
                  onChange={(patch) => setQuestions((qs) => qs.map((x) => (x.key === q.key ? { ...x, ...patch } : x)))}
                  onMove={(by) => move(i, by)}
                  onRemove={() => setQuestions((qs) => qs.filter((x) => x.key !== q.key))}
                />
              ))}
            </ol>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" onClick={() => setQuestions((qs) => [...qs, blankQuestion()])}>
                Add a question
              </Button>
              <Button type="button" onClick={save} disabled={saving}>
                {saving ? "Saving…" : "Save questions"}
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
