import { toast } from "@/lib/toast";

import { ApiError } from "./request";

/**
 * The failure toast of a dashboard request: the server's own title and description when it gave
 * both (e.g. 'Already Confirmed' and why; also "Network error" when no answer came); else, for a
 * refusal the magician can act on (400, 404, 409), the caller's title with the server's message;
 * else the caller's title and description.
 */
export function toastApiError(error: unknown, fallback: { title: string; description?: string }): void {
  if (error instanceof ApiError) {
    if (error.description) {
      toast.error(error.message, error.description);
      return;
    }
    if (error.status === 400 || error.status === 409 || error.status === 404) {
      toast.error(fallback.title, error.message);
      return;
    }
  }
  toast.error(fallback.title, fallback.description);
}
