"use client";

import { useEffect, useState } from "react";

import { api } from "@/lib/api-client";

type Answers = { question: string; answer: string }[];

/**
 * The client's planning questionnaire in the booking's details: each question in the magician's
 * order with the answer, "Not answered yet" for the others. Nothing when the event type has no
 * questions.
 */
export function BookingQuestionnaire({ bookingId }: { bookingId: number }) {
  const [answers, setAnswers] = useState<Answers | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    api("getBookingQuestionnaire", { params: { id: String(bookingId) } })
      .then((read) => live && setAnswers(read.answers))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [bookingId]);

  if (failed) return <p className="text-sm text-muted-foreground">The planning questionnaire could not be loaded.</p>;
  if (!answers || answers.length === 0) return null;
  const answered = answers.filter((a) => a.answer !== "").length;
  return (
    <section aria-label="Planning questionnaire" className="space-y-2">
      <h3 className="font-display text-base text-primary">Planning questionnaire</h3>
      <p className="text-sm text-muted-foreground">
        {answered} of {answers.length} answered
      </p>
      <dl className="space-y-2 text-sm">
        {answers.map((a, i) => (
          <div key={i} className="grid gap-0.5">
            <dt className="text-muted-foreground">{a.question}</dt>
            <dd className="whitespace-pre-wrap [overflow-wrap:anywhere]">
              {a.answer || <span className="italic text-muted-foreground">Not answered yet</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
