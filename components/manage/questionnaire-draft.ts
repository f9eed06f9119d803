/**
 * Answers typed on the booking page but not yet saved by the server, kept in the browser (per
 * booking link) so a reload, a closed tab or a lost connection loses none of them. Cleared answer by
 * answer once the server has each one. Storage that is full or turned off only loses this safety net.
 */

type Draft = Record<string, string>;

const keyOf = (token: string) => `questionnaire-draft:${token}`;

export function readDraft(token: string): Draft {
  try {
    const raw = window.localStorage.getItem(keyOf(token));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === "object" ? (parsed as Draft) : {};
  } catch {
    return {};
  }
}

function store(token: string, draft: Draft) {
  try {
    if (Object.keys(draft).length === 0) window.localStorage.removeItem(keyOf(token));
    else window.localStorage.setItem(keyOf(token), JSON.stringify(draft));
  } catch {
    // storage unavailable: the answers still go to the server as typed
  }
}

export function writeDraft(token: string, questionId: number, answer: string) {
  store(token, { ...readDraft(token), [questionId]: answer });
}

/** Forgets the saved answers, unless the client changed one again while it was being saved. */
export function clearDraft(
  token: string,
  sent: readonly { questionId: number; answer: string }[],
  now: Record<number, string>,
) {
  const draft = readDraft(token);
  for (const { questionId, answer } of sent) if ((now[questionId] ?? "") === answer) delete draft[questionId];
  store(token, draft);
}
