"use client";

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";

import type { EnquiryFormProps } from "./enquiry-form";

type Values = NonNullable<EnquiryFormProps["initialValues"]>;
type Carried = { values: Values; focus?: string; submit: boolean };

/**
 * Shows the server-rendered placeholder form and swaps in the interactive
 * enquiry form (its own chunk) when the contact section is within 800 px of
 * the viewport or the visitor interacts with the placeholder. Values typed
 * and the focused field are carried over; a submit clicked before the code
 * arrived is replayed.
 */
export function LazyEnquiryForm({ placeholder }: { placeholder: ReactNode }) {
  const holder = useRef<HTMLDivElement>(null);
  // The loaded form and what the placeholder held at that moment, set together so one render shows both.
  const [loaded, setLoaded] = useState<{ Form: ComponentType<EnquiryFormProps>; carried: Carried } | null>(null);

  useEffect(() => {
    const node = holder.current;
    if (!node) return;
    let started = false;
    let submitted = false;
    const load = () => {
      if (started) return;
      started = true;
      void import("./enquiry-form").then((module) => {
        const carried: Carried = { values: {}, submit: submitted };
        const form = node.querySelector("form");
        if (form) {
          for (const [key, value] of new FormData(form).entries())
            if (typeof value === "string" && value) carried.values[key as keyof Values] = value;
          const active = document.activeElement as HTMLInputElement | null;
          if (active && form.contains(active) && active.name) carried.focus = active.name;
        }
        setLoaded({ Form: module.EnquiryForm, carried });
      });
    };
    const onSubmit = (event: Event) => {
      event.preventDefault();
      submitted = true;
      load();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
      rootMargin: "800px 0px",
    });
    observer.observe(node);
    node.addEventListener("focusin", load);
    node.addEventListener("pointerdown", load);
    node.addEventListener("submit", onSubmit);
    return () => {
      observer.disconnect();
      node.removeEventListener("focusin", load);
      node.removeEventListener("pointerdown", load);
      node.removeEventListener("submit", onSubmit);
    };
  }, []);

  return (
    <div ref={holder}>
      {loaded ? (
        <loaded.Form
          initialValues={loaded.carried.values}
          focusField={loaded.carried.focus}
          submitOnMount={loaded.carried.submit}
        />
      ) : (
        placeholder
      )}
    </div>
  );
}
