// toMarkdown(panel, data) for any panel, so the tests can walk every panel's brief. A panel's own bundle imports only
// its own markdown function.
import { competitorsMarkdown } from '../../../src/webviews/competitors/view';
import { keywordMarkdown } from '../../../src/webviews/keyword/view';
import { promptMarkdown } from '../../../src/webviews/prompt/view';
import { reputationMarkdown } from '../../../src/webviews/reputation/view';
import type { MarkdownOptions } from '../../../src/webviews/shared/panel';
import type { PanelDataMap, PanelKind } from '../../../src/shared/protocol';

const BY_PANEL: { [P in PanelKind]: (data: PanelDataMap[P], options?: MarkdownOptions) => string } = {
  keyword: keywordMarkdown,
  reputation: reputationMarkdown,
  competitors: competitorsMarkdown,
  prompt: promptMarkdown,
};

export function toMarkdown<P extends PanelKind>(panel: P, data: PanelDataMap[P], options: MarkdownOptions = {}): string {
  return (BY_PANEL[panel] as (data: PanelDataMap[P], options?: MarkdownOptions) => string)(data, options);
}
