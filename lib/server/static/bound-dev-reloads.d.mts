export const RELOADED_AT_KEY: string;
export const GUARD_MS: number;
export function installReloadGuard(window: Window & typeof globalThis, key: string, guardMs: number): void;
export const DEV_RELOAD_GUARD_SCRIPT: string;
