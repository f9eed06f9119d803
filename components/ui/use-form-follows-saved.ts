import { useCallback, useEffect, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

function sameValues(a: FieldValues, b: FieldValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => Object.is(a[key], b[key]));
}

/**
 * For a form that is always on screen (a card, not a dialog: useResetOnOpen has no opening to go by),
 * filled from saved values its page may hand it again at any time. The form takes the saved values
 * again only when they differ from what it was last filled with AND the user has not changed it since:
 * a background refresh never overwrites what they are typing, and a refresh with equal values (a new
 * object) changes nothing. Flat values only (compared field by field).
 *
 * Returns `fill`, to fill the form on purpose — after its own save, with what the server saved, so the
 * form shows that (normalised values included) and is clean again.
 */
export function useFormFollowsSaved<T extends FieldValues>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and parsed output type
  form: UseFormReturn<T, any, any>,
  saved: T,
): (values: T) => void {
  const filled = useRef(saved);
  const fill = useCallback(
    (values: T) => {
      filled.current = values;
      form.reset(values);
    },
    [form],
  );
  useEffect(() => {
    if (sameValues(saved, filled.current)) return;
    const untouched = sameValues(form.getValues(), filled.current);
    if (untouched) fill(saved);
  }, [saved, form, fill]);
  return fill;
}
