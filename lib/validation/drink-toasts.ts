import { BAR_CLIENT_TOASTS } from "./bar-client-toasts";

export const DRINK_TOASTS = {
  added: BAR_CLIENT_TOASTS.drinkAdded,
  updated: BAR_CLIENT_TOASTS.drinkUpdated,
  removed: BAR_CLIENT_TOASTS.drinkRemoved,
  error: BAR_CLIENT_TOASTS.drinkError,
} as const;
