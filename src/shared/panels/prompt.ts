// The prompt panel: one prompt's score, each engine's answer, competitors, sources and actions.
import type { PanelRegistration } from './registration';

export const promptPanel = {
  viewType: 'brandVisibility.promptPanel',
  title: 'Prompt',
  icon: 'prompt',
  read: 'prompt',
  item: true,
  filters: ['engine', 'type', 'intent'],
  learn: (data) => ({ subject: data.text }),
} as const satisfies PanelRegistration<'prompt'>;
