// The competitors panel: the brand and its rivals with the page object, its filter menus and the paged leaderboard.
import type { PanelRegistration } from './registration';

export const competitorsPanel = {
  viewType: 'brandVisibility.competitorsPanel',
  title: 'Competitors',
  icon: 'competitors',
  read: 'competitors',
  item: false,
  filters: ['engine', 'type', 'intent'],
  fixedQuery: ({ leaderboardLimit }) => ({ with_page: true, with_menus: true, limit: leaderboardLimit }),
  more: ['leaderboard'],
  focus: true,
  // The brand's own row names it, for a panel restored before the tree listed the brand.
  learn: (data) => ({ brandName: data.competitors.find((c) => c.is_you)?.name || undefined }),
} as const satisfies PanelRegistration<'competitors'>;
