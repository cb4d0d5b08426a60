/** A provider's answer: what it found, or that it has nothing (and which "nothing"). */
export type Lookup<T> = { found: true; data: T } | { found: false; reason: string };

export const found = <T>(data: T): Lookup<T> => ({ found: true, data });
export const notFound = <T = never>(reason: string): Lookup<T> => ({ found: false, reason });
