"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2Icon, ExternalLinkIcon } from "lucide-react";
import * as React from "react";
import { useForm, useWatch } from "react-hook-form";

import { Button } from "@/components/ui/button";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useFormField,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useEarlyInput } from "@/components/ui/use-early-input";
import { offersGoogleShare, REVIEW_TEXT_MAX } from "@/lib/domain/reviews";
import { ApiError, api, stringField } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import {
  REVIEW_TOASTS,
  reviewFormSchema,
  type ReviewForm as ReviewValues,
  type ReviewFormInput,
} from "@/lib/validation/reviews";

import { StarRating } from "./star-rating";

const FIELDS = ["rating", "text", "displayName"] as const;

/** What replaces the form once the server has answered for good. */
type Outcome = { kind: "thanks"; rating: number } | { kind: "closed"; message: string };

function RatingControl({
  value,
  onChange,
  disabled,
}: {
  value: number | undefined;
  onChange: (n: number) => void;
  disabled: boolean;
}) {
  const { error, formMessageId, formItemId } = useFormField();
  return (
    <StarRating
      value={value}
      onChange={onChange}
      labelledBy={`${formItemId}-label`}
      invalid={!!error}
      describedBy={error ? formMessageId : undefined}
      disabled={disabled}
    />
  );
}

/** The thank-you, with "Share it on Google too" after a 4- or 5-star review when the magician has a Google review link. */
export function ReviewThanks({ rating, googleReviewUrl }: { rating: number; googleReviewUrl: string | null }) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="review-thanks"
      className="grid gap-4 rounded-lg border border-primary/40 bg-card p-6 text-center"
    >
      <CheckCircle2Icon aria-hidden="true" className="mx-auto size-10 text-primary" />
      <h2 id="review-thanks" ref={heading} tabIndex={-1} className="font-display text-2xl text-primary outline-none">
        Thank you for your review!
      </h2>
      <p className="text-muted-foreground">It will appear on the site once the magician has read it.</p>
      {googleReviewUrl && offersGoogleShare(rating, googleReviewUrl) && (
        <div className="grid gap-2">
          <p className="text-sm">Glad you enjoyed it. A review on Google helps others find the magic too.</p>
          <Button asChild className="mx-auto w-fit">
            <a href={googleReviewUrl} target="_blank" rel="noopener noreferrer">
              Share it on Google too <ExternalLinkIcon aria-hidden="true" />
            </a>
          </Button>
        </div>
      )}
    </section>
  );
}

/** The customer's review form on /review/{token}: validated with the schema the server uses, sent once. */
export function ReviewForm({ token, googleReviewUrl }: { token: string; googleReviewUrl: string | null }) {
  const form = useForm<ReviewFormInput, unknown, ReviewValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { rating: undefined, text: "", displayName: "" },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const [outcome, setOutcome] = React.useState<Outcome | null>(null);
  const submitting = form.formState.isSubmitting;
  const textLength = String(useWatch({ control: form.control, name: "text" }) ?? "").trim().length;
  // the page is painted before its scripts run: keep a review typed meanwhile
  const formRef = useEarlyInput(form, ["text", "displayName"]);

  async function onSubmit(values: ReviewValues) {
    try {
      await api("submitReview", { body: { token, ...values } });
    } catch (error) {
      if (error instanceof ApiError && error.status > 0) refused(error);
      else toast.error(REVIEW_TOASTS.failed.title, REVIEW_TOASTS.failed.description);
      return;
    }
    setOutcome({ kind: "thanks", rating: values.rating });
  }

  function refused(error: ApiError) {
    const message = stringField(error.body, "error");
    const fieldErrors = Object.entries(error.fieldErrors ?? {}).filter(([name]) =>
      (FIELDS as readonly string[]).includes(name),
    );
    if (error.status === 400 && fieldErrors.length > 0) {
      for (const [name, text] of fieldErrors)
        form.setError(name as (typeof FIELDS)[number], { message: text }, { shouldFocus: true });
      return;
    }
    // Used link, invalid link, or a booking that cannot be reviewed: the form cannot succeed, say why instead.
    if ([400, 404, 409].includes(error.status) && message) return setOutcome({ kind: "closed", message });
    toast.error(REVIEW_TOASTS.failed.title, message ?? REVIEW_TOASTS.failed.description);
  }

  if (outcome?.kind === "thanks") return <ReviewThanks rating={outcome.rating} googleReviewUrl={googleReviewUrl} />;
  if (outcome?.kind === "closed") {
    return (
      <p role="alert" className="rounded-lg border border-border bg-card p-6 text-center">
        {outcome.message}
      </p>
    );
  }

  return (
    <Form {...form}>
      <form
        ref={formRef}
        onSubmit={form.handleSubmit(onSubmit)}
        noValidate
        aria-label="Review form"
        className="grid gap-6"
      >
        <FormField
          control={form.control}
          name="rating"
          render={({ field }) => (
            <FormItem>
              <RatingLabel />
              <RatingControl
                value={field.value as number | undefined}
                onChange={(n) => field.onChange(n)}
                disabled={submitting}
              />
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="text"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Your review</FormLabel>
              <FormControl>
                <Textarea
                  rows={6}
                  placeholder="What did you and your guests enjoy most?"
                  {...field}
                  value={String(field.value ?? "")}
                />
              </FormControl>
              <FormDescription>
                {textLength.toLocaleString("en-GB")} of {REVIEW_TEXT_MAX.toLocaleString("en-GB")} characters (at least
                10).
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="displayName"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Name to show (optional)</FormLabel>
              <FormControl>
                <Input
                  autoComplete="off"
                  placeholder="e.g. Sarah & James"
                  {...field}
                  value={String(field.value ?? "")}
                />
              </FormControl>
              <FormDescription>Leave it empty to appear as &ldquo;Verified client&rdquo;.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" size="lg" className="w-fit" disabled={submitting} aria-busy={submitting}>
          {submitting ? "Sending..." : "Send my review"}
        </Button>
      </form>
    </Form>
  );
}

/** The rating's label: names the radio group (a <label for> cannot name a group). */
function RatingLabel() {
  const { error, formItemId } = useFormField();
  return (
    <p
      id={`${formItemId}-label`}
      data-error={!!error}
      className="text-sm leading-none font-medium data-[error=true]:text-destructive-text"
    >
      Your rating
    </p>
  );
}
