export const COMPILE_HINT: string;
export function firstLoadScripts(distDir: string): string[];
export function withCompileHint(source: Buffer): Buffer;
export function markFirstLoadScripts(distDir: string): Promise<number>;
