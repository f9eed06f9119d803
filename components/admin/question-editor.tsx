"use client";

import { useId } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { QUESTION_KINDS, QUESTION_KIND_LABELS, type QuestionKind } from "@/lib/domain/questionnaire";

/** A question as the settings card edits it: its options as lines of text, a key for React. */
export interface EditedQuestion {
  key: string;
  id?: number;
  kind: QuestionKind;
  text: string;
  required: boolean;
  optionsText: string;
}

let added = 0;
export function blankQuestion(): EditedQuestion {
  added += 1;
  return { key: `new${added}`, kind: "short-text", text: "", required: false, optionsText: "" };
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  );
}

/** One question of the settings card: its wording, kind, options (a choice), required, order and removal. */
export function QuestionEditor({
  index,
  count,
  question: q,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  question: EditedQuestion;
  /** the server's field messages, keyed `questions.{index}.{field}` */
  errors: Record<string, string>;
  onChange: (patch: Partial<EditedQuestion>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const n = index + 1;
  const error = (field: string) => errors[`questions.${index}.${field}`];
  const optionsError =
    error("options") ?? Object.entries(errors).find(([k]) => k.startsWith(`questions.${index}.options.`))?.[1];
  return (
    <li className="grid gap-3 rounded-md border border-border p-3">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-text`}>Question {n}</Label>
        <Input
          id={`${id}-text`}
          value={q.text}
          onChange={(e) => onChange({ text: e.target.value })}
          aria-invalid={Boolean(error("text")) || undefined}
          aria-describedby={error("text") ? `${id}-text-error` : undefined}
        />
        <FieldError id={`${id}-text-error`} message={error("text") ?? error("id")} />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <select
          aria-label={`Question ${n}: kind`}
          className="h-9 rounded-md border border-input bg-transparent px-2 text-sm"
          value={q.kind}
          onChange={(e) => onChange({ kind: e.target.value as QuestionKind })}
        >
          {QUESTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {QUESTION_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={q.required}
            onChange={(e) => onChange({ required: e.target.checked })}
          />
          Required
        </label>
      </div>
      {q.kind === "choice" && (
        <div className="grid gap-1">
          <Label htmlFor={`${id}-options`}>Options, one a line</Label>
          <Textarea
            id={`${id}-options`}
            rows={3}
            value={q.optionsText}
            onChange={(e) => onChange({ optionsText: e.target.value })}
            aria-invalid={Boolean(optionsError) || undefined}
            aria-describedby={optionsError ? `${id}-options-error` : undefined}
          />
          <FieldError id={`${id}-options-error`} message={optionsError} />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" disabled={index === 0} onClick={() => onMove(-1)}>
          Move up
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={index === count - 1} onClick={() => onMove(1)}>
          Move down
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onRemove}>
          Remove
        </Button>
      </div>
    </li>
  );
}
