// The reputation panel: how AI answers describe the brand, with more negative prompts and sources on request.
import type { PanelRegistration } from './registration';

export const reputationPanel = {
  viewType: 'brandVisibility.reputationPanel',
  title: 'Reputation',
  icon: 'reputation',
  read: 'reputation',
  item: false,
  filters: ['engine', 'type', 'intent', 'segment', 'topic', 'prompt'],
  more: ['negative_prompts', 'negative_sources'],
  learn: () => ({}),
} as const satisfies PanelRegistration<'reputation'>;
