// Tooltips from API data: a MarkdownString that is never trusted, never renders HTML or theme icons, and receives every
// data string escaped. Only our own structure (bold labels, list markers) is written as Markdown.
import * as vscode from 'vscode';
import { md } from '../../shared/text/markdown';

export class SafeTooltip {
  private readonly lines: string[] = [];

  /** A bold heading from data (escaped). */
  heading(text: unknown): this {
    const value = md(text, 300);
    if (value) this.lines.push(`**${value}**`);
    return this;
  }

  /** "label: value" — label is ours (escaped too), value is data. Skipped when the value is missing. */
  field(label: string, value: unknown): this {
    if (value === undefined || value === null || value === '') return this;
    this.lines.push(`${md(label, 80)}: ${md(typeof value === 'number' ? String(value) : value, 300)}`);
    return this;
  }

  /** A bullet list item from data. */
  bullet(text: unknown): this {
    this.lines.push(`- ${md(text, 300)}`);
    return this;
  }

  /** A quieter line under a field: a definition or a reason (our words, escaped all the same). */
  note(text: unknown): this {
    const value = md(text, 600);
    if (value) this.lines.push(`*${value}*`);
    return this;
  }

  text(text: unknown): this {
    const value = md(text, 600);
    if (value) this.lines.push(value);
    return this;
  }

  build(): vscode.MarkdownString {
    // Blank lines between paragraphs, none inside a bullet run.
    const out: string[] = [];
    this.lines.forEach((line, i) => {
      const prev = this.lines[i - 1];
      if (i > 0) out.push(line.startsWith('- ') && prev?.startsWith('- ') ? '\n' : '\n\n');
      out.push(line);
    });
    const tooltip = new vscode.MarkdownString(out.join(''), false);
    tooltip.isTrusted = false;
    tooltip.supportHtml = false;
    return tooltip;
  }
}
