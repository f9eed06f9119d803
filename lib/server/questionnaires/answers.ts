import "server-only";

/*
 * PLACEHOLDER: the planning questionnaire module replaces this file with the real read.
 * Callers (the run sheet, the details dialog) depend only on this signature.
 */

export interface QuestionnaireAnswer {
  question: string;
  /** as the client wrote it; "Yes"/"No" for yes/no questions; "" when not answered */
  answer: string;
}

/** The booking's questionnaire, questions in the magician's order, with the client's answers. */
export async function questionnaireAnswers(bookingId: number): Promise<QuestionnaireAnswer[]> {
  void bookingId;
  return [];
}
