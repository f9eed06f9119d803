/** The magician's business details as the settings form is first given them (what GET /api/settings answers). */
export const MAGICIAN_SETTINGS = {
  displayName: "Summon a Magician",
  contactEmail: "magician@example.com",
  contactPhone: "07700 900123",
  businessAddress: "",
  googleReviewUrl: "",
  legalName: "",
  vatNumber: "",
};
