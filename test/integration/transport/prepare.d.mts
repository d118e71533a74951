export const SYSTEM_HOST: string;
export const EXTRA_HOST: string;
export function prepare(runDir: string): Record<string, string>;
