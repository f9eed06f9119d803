export function contentSecurityPolicy(env?: Record<string, string | undefined>): string;
export function securityHeaders(env?: Record<string, string | undefined>): { key: string; value: string }[];
