/** The magician's booking actions' toasts. */
export const BOOKING_ADMIN_TOASTS = {
  updated: { title: "Booking updated" },
  updateFailed: { title: "Update failed", description: "Failed to update booking status" },
  alreadyConfirmed: { title: "Already Confirmed", description: "This booking is already confirmed." },
  refundProcessed: { title: "Refund Processed" },
  refundFailed: { title: "Refund Failed", description: "Failed to process refund. Please try again." },
} as const;
