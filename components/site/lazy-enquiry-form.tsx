"use client";

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";

import type { EnquiryFormProps } from "./enquiry-form";

type Values = NonNullable<EnquiryFormProps["initialValues"]>;

/**
 * Shows the server-rendered placeholder form and swaps in the interactive
 * enquiry form (its own chunk) when the contact section is within 800 px of
 * the viewport or the visitor interacts with the placeholder. Values typed
 * and the focused field are carried over; a submit clicked before the code
 * arrived is replayed.
 */
export function LazyEnquiryForm({ placeholder }: { placeholder: ReactNode }) {
  const holder = useRef<HTMLDivElement>(null);
  const [Form, setForm] = useState<ComponentType<EnquiryFormProps> | null>(null);
  const carried = useRef<{ values: Values; focus?: string; submit: boolean }>({ values: {}, submit: false });

  useEffect(() => {
    const node = holder.current;
    if (!node) return;
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      void import("./enquiry-form").then((module) => {
        const form = node.querySelector("form");
        if (form) {
          const values: Values = {};
          for (const [key, value] of new FormData(form).entries()) if (typeof value === "string" && value) values[key as keyof Values] = value;
          carried.current.values = values;
          const active = document.activeElement as HTMLInputElement | null;
          if (active && form.contains(active) && active.name) carried.current.focus = active.name;
        }
        setForm(() => module.EnquiryForm);
      });
    };
    const onSubmit = (event: Event) => {
      event.preventDefault();
      carried.current.submit = true;
      load();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), { rootMargin: "800px 0px" });
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
      {Form ? (
        <Form initialValues={carried.current.values} focusField={carried.current.focus} submitOnMount={carried.current.submit} />
      ) : (
        placeholder
      )}
    </div>
  );
}
