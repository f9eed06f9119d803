/**
 * The partner bar's own documents (its registration fee's receipt or VAT invoice): where the
 * browser downloads one (GET /api/bar/documents/{number}.pdf, bar client only). A download link
 * rather than a fetch, so it works before the page's scripts have started.
 */
export function barDocumentPath(number: string): string {
  return `/api/bar/documents/${encodeURIComponent(number)}.pdf`;
}
