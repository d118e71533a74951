// toMarkdown(panel, data) for any panel, for callers outside a panel bundle (tests, the host, the CLI). A panel's own
// bundle imports only its own markdown function.
import { competitorsMarkdown } from '../competitors/view';
import { keywordMarkdown } from '../keyword/view';
import { promptMarkdown } from '../prompt/view';
import { reputationMarkdown } from '../reputation/view';
import type { MarkdownOptions } from './panel';
import type { PanelDataMap, PanelKind } from './protocol';

const BY_PANEL: { [P in PanelKind]: (data: PanelDataMap[P], options?: MarkdownOptions) => string } = {
  keyword: keywordMarkdown,
  reputation: reputationMarkdown,
  competitors: competitorsMarkdown,
  prompt: promptMarkdown,
};

export function toMarkdown<P extends PanelKind>(panel: P, data: PanelDataMap[P], options: MarkdownOptions = {}): string {
  return (BY_PANEL[panel] as (data: PanelDataMap[P], options?: MarkdownOptions) => string)(data, options);
}
