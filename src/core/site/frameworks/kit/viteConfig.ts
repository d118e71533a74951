// Vite's own config files (vitejs.dev/config/: "vite.config.js … also supports .ts, .mjs, .mts"), shared by the
// frameworks that build through Vite or hand their output to it.
export const VITE_CONFIGS = ['vite.config.ts', 'vite.config.js', 'vite.config.mts', 'vite.config.mjs'];
