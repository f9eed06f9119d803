"use client";

import { PlusIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { ServiceDto } from "../types";
import { cataloguePrice, newLine, type QuoteLineState } from "./quote-form-state";

const FREE_TEXT = "";

/**
 * The quote's lines: a catalogue service (its price for the duration unless an amount is typed) or
 * free text (travel, a discount as a negative amount). Field messages are keyed `lines.{i}.{field}`.
 */
export function QuoteLinesEditor({
  lines,
  services,
  durationMinutes,
  errors,
  onChange,
}: {
  lines: QuoteLineState[];
  services: ServiceDto[];
  durationMinutes: string;
  errors: Record<string, string>;
  onChange: (lines: QuoteLineState[]) => void;
}) {
  const update = (key: number, patch: Partial<QuoteLineState>) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Lines (amounts in £; a discount is negative)</legend>
      {lines.map((line, i) => {
        const service = services.find((s) => String(s.id) === line.serviceId);
        const message =
          errors[`lines.${i}.amountPence`] ?? errors[`lines.${i}.description`] ?? errors[`lines.${i}.serviceId`];
        return (
          <div key={line.key} className="grid gap-1">
            <div className="grid grid-cols-[1fr_1fr_7rem_auto] items-center gap-2">
              <select
                aria-label={`Line ${i + 1}: service`}
                className="h-9 rounded-md border border-input bg-transparent px-2 text-sm"
                value={line.serviceId}
                onChange={(e) => update(line.key, { serviceId: e.target.value })}
              >
                <option value={FREE_TEXT}>Free text</option>
                {services.map((s) => (
                  <option key={s.id} value={String(s.id)}>
                    {s.title}
                  </option>
                ))}
              </select>
              <Input
                aria-label={`Line ${i + 1}: description`}
                placeholder={service?.title ?? "Description"}
                value={line.description}
                onChange={(e) => update(line.key, { description: e.target.value })}
              />
              <Input
                aria-label={`Line ${i + 1}: amount (£)`}
                inputMode="decimal"
                placeholder={cataloguePrice(service, durationMinutes) || "0.00"}
                value={line.amount}
                aria-invalid={!!message}
                onChange={(e) => update(line.key, { amount: e.target.value })}
              />
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={`Remove line ${i + 1}`}
                disabled={lines.length === 1}
                onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
              >
                <Trash2Icon className="size-4" aria-hidden="true" />
              </Button>
            </div>
            {message && <p className="text-sm text-destructive">{message}</p>}
          </div>
        );
      })}
      {errors.lines && <p className="text-sm text-destructive">{errors.lines}</p>}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => onChange([...lines, newLine()])}
      >
        <PlusIcon className="size-4" aria-hidden="true" /> Add a line
      </Button>
    </fieldset>
  );
}
