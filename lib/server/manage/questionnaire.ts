import "server-only";
import { bookingOfToken } from "@/lib/server/bookings/shared/customer-booking";
import { questionnaireOf, type QuestionnaireView } from "@/lib/server/questionnaires/read";

/** The planning questionnaire on the customer's booking page (404 for a link that is not valid). */
export async function managedQuestionnaire(token: string): Promise<QuestionnaireView> {
  return questionnaireOf(await bookingOfToken(token));
}
