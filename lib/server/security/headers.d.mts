export function contentSecurityPolicy(env?: Record<string, string | undefined>): string;
export function securityHeaders(env?: Record<string, string | undefined>): { key: string; value: string }[];
export const UPLOAD_CSP: string;
export const UPLOAD_SOURCES: string[];
export const SITE_SOURCE: string;
export function headerRoutes(
  env?: Record<string, string | undefined>,
): { source: string; headers: { key: string; value: string }[] }[];
