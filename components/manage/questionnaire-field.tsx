"use client";

import { useId } from "react";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { QuestionKind } from "@/lib/domain/questionnaire";

interface FieldQuestion {
  id: number;
  kind: QuestionKind;
  text: string;
  required: boolean;
  options: string[];
}

function Choices({
  name,
  labelledBy,
  options,
  value,
  disabled,
  onPick,
}: {
  name: string;
  labelledBy: string;
  options: { value: string; label: string }[];
  value: string;
  disabled: boolean;
  onPick: (value: string) => void;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="flex flex-wrap gap-x-6 gap-y-2">
      {options.map((o) => (
        <label key={o.value} className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="radio"
            className="size-5"
            name={name}
            value={o.value}
            checked={value === o.value}
            disabled={disabled}
            onChange={() => onPick(o.value)}
          />
          {o.label}
        </label>
      ))}
    </div>
  );
}

/** One question of the client's questionnaire, as its kind asks: a line, a paragraph, a choice, yes or no. */
export function QuestionnaireField({
  question: q,
  value,
  error,
  disabled,
  onChange,
  onBlur,
}: {
  question: FieldQuestion;
  value: string;
  error?: string;
  disabled: boolean;
  /** `immediately`: a click (save now) rather than typing (save once typing pauses) */
  onChange: (value: string, immediately: boolean) => void;
  onBlur: () => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id: `${id}-input`,
    value,
    disabled,
    onBlur,
    "aria-required": q.required || undefined,
    "aria-invalid": Boolean(error) || undefined,
    "aria-describedby": error ? errorId : undefined,
  };
  const label = (
    <>
      {q.text}
      {q.required && <span className="ml-1 text-sm font-normal text-muted-foreground">(required)</span>}
    </>
  );
  return (
    <div className="grid gap-2">
      {q.kind === "choice" || q.kind === "yes-no" ? (
        <p id={`${id}-label`} className="text-sm font-medium">
          {label}
        </p>
      ) : (
        <Label htmlFor={common.id}>{label}</Label>
      )}
      {q.kind === "short-text" && <Input {...common} onChange={(e) => onChange(e.target.value, false)} />}
      {q.kind === "long-text" && <Textarea {...common} rows={4} onChange={(e) => onChange(e.target.value, false)} />}
      {q.kind === "choice" && (
        <Choices
          name={`${id}-choice`}
          labelledBy={`${id}-label`}
          options={q.options.map((o) => ({ value: o, label: o }))}
          value={value}
          disabled={disabled}
          onPick={(v) => onChange(v, true)}
        />
      )}
      {q.kind === "yes-no" && (
        <Choices
          name={`${id}-yes-no`}
          labelledBy={`${id}-label`}
          options={[
            { value: "yes", label: "Yes" },
            { value: "no", label: "No" },
          ]}
          value={value}
          disabled={disabled}
          onPick={(v) => onChange(v, true)}
        />
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
