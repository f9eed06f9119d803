import { useLayoutEffect, useRef } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";

/**
 * Keeps what was typed into a server-rendered react-hook-form before React hydrated it. React
 * leaves a field's value alone when it hydrates, so the text is in the field but not in the form's
 * state, and the form's next render (a message, a step, the hydrated mark) writes the state's empty
 * value over it. Once hydrated, each named field's text is taken into the form (as the enquiry
 * form and the quote page do); a field typed into after that goes through its onChange as usual.
 * A layout effect: it runs before anything renders the fields again, and after the fields' own
 * subscriptions, so they show the value. Returns the ref for the `<form>`.
 */
export function useEarlyInput<T extends FieldValues>(form: UseFormReturn<T>, names: readonly Path<T>[]) {
  const ref = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    for (const name of names) {
      const field = element.elements.namedItem(name);
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
      // defaultValue is the server's value attribute: anything else was typed (or cleared) meanwhile
      if (field.value === field.defaultValue || field.value === form.getValues(name)) continue;
      form.setValue(name, field.value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    // once, as the form is hydrated
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
