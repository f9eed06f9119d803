/**
 * Every route of the API by name: the one place its method and path are written. The browser calls
 * a route by its name (lib/api-client/call.ts), which also names the operation in the API's
 * description (GET /api/openapi.json). A test checks this list against the route files.
 */
export const ROUTES = {
  // The public site and the booking wizard
  getAvailability: "GET /api/availability",
  listPublicBookings: "GET /api/bookings-public",
  listPublicBlockedDays: "GET /api/blocked-days-public",
  getPaymentTerms: "GET /api/payment-terms",
  getTravelQuote: "GET /api/travel",
  getTravelTerms: "GET /api/travel/terms",
  listServices: "GET /api/services",
  listPromotions: "GET /api/promotions",
  getSlideshowTimer: "GET /api/slideshow/timer",
  listRegisteredBars: "GET /api/registered-bars",
  listReviews: "GET /api/reviews",
  submitReview: "POST /api/reviews",
  sendEnquiry: "POST /api/leads",
  getUpload: "GET /api/uploads/[name]",
  getHealth: "GET /api/health",
  getOpenApi: "GET /api/openapi.json",

  // Checkout and payments
  startCheckout: "POST /api/create-payment-intent",
  submitBooking: "POST /api/bookings",
  reportPaymentOutcome: "POST /api/payments/outcome",
  confirmDemoPayment: "POST /api/demo-payments/confirm",
  settleDemoRefund: "POST /api/demo-payments/refund",
  openDemoDispute: "POST /api/demo-payments/dispute",
  receiveStripeEvent: "POST /api/stripe/webhook",

  // Accounts
  nextAuthGet: "GET /api/auth/[...nextauth]",
  nextAuthPost: "POST /api/auth/[...nextauth]",
  checkUsername: "GET /api/auth/check-username",
  registerBar: "POST /api/auth/register",
  validateSession: "GET /api/auth/validate",
  getUser: "GET /api/users/[id]",
  updateUser: "PUT /api/users/[id]",
  changeUserPassword: "PUT /api/users/[id]/password",

  // The customer's booking page
  getManagedBooking: "GET /api/manage/[token]",
  listManagedTimes: "GET /api/manage/[token]/times",
  rescheduleManagedBooking: "POST /api/manage/[token]/reschedule",
  cancelManagedBooking: "POST /api/manage/[token]/cancel",
  startBalancePayment: "POST /api/manage/[token]/balance-intent",
  getManagedAgreement: "GET /api/manage/[token]/agreement.pdf",
  listManagedDocuments: "GET /api/manage/[token]/documents",
  getManagedDocument: "GET /api/manage/[token]/documents/[file]",
  getManagedIcs: "GET /api/manage/[token]/ics",

  // A quote's client
  getClientQuote: "GET /api/quote/[token]",
  acceptQuote: "POST /api/quote/[token]/accept",
  startQuotePayment: "POST /api/quote/[token]/payment",
  declineQuote: "POST /api/quote/[token]/decline",

  // A date's waiting list
  joinWaitlist: "POST /api/waitlist",
  getWaitlistOffer: "GET /api/waitlist/offer/[token]",
  leaveWaitlist: "POST /api/waitlist/leave/[token]",

  // The magician: bookings
  listBookings: "GET /api/bookings",
  getBooking: "GET /api/bookings/[id]",
  updateBookingStatus: "PUT /api/bookings/[id]/status",
  listBookingTimes: "GET /api/bookings/[id]/times",
  rescheduleBooking: "POST /api/bookings/[id]/reschedule",
  sendManageLink: "POST /api/bookings/[id]/manage-link",
  getReviewLink: "GET /api/bookings/[id]/review-link",
  retryRefund: "POST /api/bookings/[id]/refund-retry",
  refundBooking: "POST /api/refund-booking",
  listAdminBookings: "GET /api/admin/bookings",
  getDayDrives: "GET /api/admin/day-drives",

  // The magician: leads and quotes
  listLeads: "GET /api/leads",
  updateLeadStatus: "PATCH /api/leads/[id]/status",
  listLeadNotes: "GET /api/leads/[id]/notes",
  addLeadNote: "POST /api/leads/[id]/notes",
  convertLead: "POST /api/leads/[id]/convert",
  listQuotes: "GET /api/quotes",
  createQuote: "POST /api/quotes",
  getQuote: "GET /api/quotes/[id]",
  updateQuote: "PATCH /api/quotes/[id]",
  withdrawQuote: "DELETE /api/quotes/[id]",
  sendQuote: "POST /api/quotes/[id]/send",
  listWaitlist: "GET /api/admin/waitlist",
  offerWaitlistTime: "POST /api/admin/waitlist/[id]/offer",

  // The magician: catalogue, dates, promotions, reviews
  createService: "POST /api/services",
  updateService: "PUT /api/services/[id]",
  deleteService: "DELETE /api/services/[id]",
  listBarServices: "GET /api/bar-services",
  createBarService: "POST /api/bar-services",
  updateBarService: "PUT /api/bar-services/[id]",
  deleteBarService: "DELETE /api/bar-services/[id]",
  listBlockedDays: "GET /api/blocked-days",
  blockDays: "POST /api/blocked-days",
  unblockDay: "DELETE /api/blocked-days/[id]",
  listBlockedHours: "GET /api/blocked-hours",
  blockHours: "POST /api/blocked-hours",
  unblockHours: "DELETE /api/blocked-hours/[id]",
  listManagedPromotions: "GET /api/promotions/manage",
  createPromotion: "POST /api/promotions",
  updatePromotion: "PUT /api/promotions/[id]",
  deletePromotion: "DELETE /api/promotions/[id]",
  uploadPromotionMedia: "POST /api/promotions/upload",
  setSlideshowTimer: "POST /api/slideshow/timer",
  moderateReview: "PATCH /api/reviews/[id]",

  // The magician: settings, security, the system
  getSettings: "GET /api/settings",
  updateSettings: "PATCH /api/settings",
  changePassword: "POST /api/settings/password",
  getTwoFactor: "GET /api/admin/two-factor",
  startTwoFactorSetup: "POST /api/admin/two-factor/setup",
  enableTwoFactor: "POST /api/admin/two-factor/enable",
  disableTwoFactor: "POST /api/admin/two-factor/disable",
  getCalendarFeed: "GET /api/admin/calendar-feed",
  renewCalendarFeed: "POST /api/admin/calendar-feed",
  getMagicianCalendar: "GET /api/calendar/[token]",
  getInsights: "GET /api/admin/insights",
  listDocuments: "GET /api/admin/documents",
  getDocument: "GET /api/admin/documents/[file]",
  exportBookings: "GET /api/admin/export/bookings.csv",
  exportLeads: "GET /api/admin/export/leads.csv",
  exportDocuments: "GET /api/admin/export/documents.csv",
  listJobs: "GET /api/admin/jobs",
  retryMail: "POST /api/admin/jobs/retry-mail",
  listOutbox: "GET /api/admin/outbox",
  getOutboxMail: "GET /api/admin/outbox/[id]",
  listAuditLog: "GET /api/audit-log",
  runJobsTick: "POST /api/jobs/tick",

  // Partner bars
  listBarClients: "GET /api/bar-clients",
  getBarSummary: "GET /api/bar/summary",
  listBarEvents: "GET /api/bar/events",
  getBarAvailability: "GET /api/bar/availability",
  getBarDocument: "GET /api/bar/documents/[file]",
  listDrinks: "GET /api/drinks",
  createDrink: "POST /api/drinks",
  updateDrink: "PUT /api/drinks/[id]",
  deleteDrink: "DELETE /api/drinks/[id]",
  recordDrinkSales: "POST /api/drinks/record",
} as const;

export type RouteName = keyof typeof ROUTES;

/** Where every route's path begins. */
export const API_PREFIX = "/api/";
