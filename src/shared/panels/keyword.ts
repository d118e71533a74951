// The keyword panel: one keyword's figures, the latest check's top 10, its prompts and tasks.
import type { PanelRegistration } from './registration';

export const keywordPanel = {
  viewType: 'brandVisibility.keywordPanel',
  title: 'Keyword',
  icon: 'keyword',
  read: 'keyword',
  item: true,
  filters: [],
  learn: (data) => ({ subject: data.text }),
} as const satisfies PanelRegistration<'keyword'>;
