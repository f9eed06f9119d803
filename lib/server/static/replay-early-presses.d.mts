export function installReplay(window: Window & typeof globalThis): { element: Element; key: string; index: number }[];
export const EARLY_PRESSES_SCRIPT: string;
