import type { ToastText } from "./common";

export const BAR_CLIENT_TOASTS = {
  settingsUpdated: {
    title: "Settings Updated",
    description: "Your contact information has been updated successfully.",
  },
  settingsFailed: { title: "Update Failed", description: "Failed to update your settings. Please try again." },
  passwordChanged: { title: "Password Changed", description: "Your password has been updated successfully." },
  passwordFailed: { title: "Password Change Failed", description: "Failed to change password. Please try again." },
  drinkAdded: { title: "Drink Added" },
  drinkUpdated: { title: "Drink Updated" },
  drinkRemoved: { title: "Drink Removed" },
  drinkError: { title: "Error", description: "Something went wrong while processing your drink. Please try again." },
  unauthorized: { title: "Unauthorized: Please log in to access this page" },
} as const satisfies Record<string, ToastText>;
