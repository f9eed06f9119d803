export function buildDirectory(env?: Record<string, string | undefined>): string;
