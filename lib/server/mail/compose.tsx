import "server-only";
import { MailLayout, type MailAction } from "./emails/layout";
import { renderEmailMarkup } from "./markup";

export type { MailAction };

/**
 * An e-mail's two parts from its paragraphs: the plain text (paragraphs separated by blank lines,
 * the wording the spec gives) and its HTML twin in the shared layout, with the main action as a
 * button. Rendering is synchronous, so every mail function stays a plain function of its data.
 */
export function mailBody(
  blocks: readonly string[],
  options: { preview: string; action?: MailAction },
): { text: string; html: string } {
  return {
    text: blocks.join("\n\n"),
    html: renderEmailMarkup(<MailLayout blocks={blocks} preview={options.preview} action={options.action} />),
  };
}
