export function installReplay(window: Window & typeof globalThis): { element: Element; key: string; index: number }[];
