// Read-only Markdown previews of API reads: a virtual document on the `brand-visibility:` scheme, rendered by the
// built-in Markdown preview. The text is produced once per open (from data escaped with shared/text/markdown.ts) and
// kept in memory only while the document is open.
import * as vscode from 'vscode';

export const PREVIEW_SCHEME = 'brand-visibility';
const MAX_DOCUMENTS = 50;

/** Opens a virtual Markdown document in the built-in Markdown preview (its source where the preview is not there). */
export async function openMarkdownPreview(uri: vscode.Uri): Promise<void> {
  try {
    await vscode.commands.executeCommand('markdown.showPreview', uri);
  } catch {
    // The built-in Markdown extension can be disabled: the source is still readable.
    await vscode.window.showTextDocument(uri, { preview: true });
  }
}

export class PreviewDocuments implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly contents = new Map<string, string>();
  private readonly changedEmitter = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changedEmitter.event;
  private readonly registration: vscode.Disposable;
  private counter = 0;

  constructor() {
    this.registration = vscode.workspace.registerTextDocumentContentProvider(PREVIEW_SCHEME, this);
  }

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.contents.get(uri.toString()) ?? `# ${vscode.l10n.t('This preview is no longer available.')}\n\n${vscode.l10n.t('Run the command again to read it anew.')}\n`;
  }

  /** The last text shown for a document (tests read it). */
  textOf(uri: vscode.Uri): string | undefined {
    return this.contents.get(uri.toString());
  }

  /** Stores the Markdown under a fresh URI named after `slug` and opens the Markdown preview on it. */
  async show(slug: string, markdown: string): Promise<vscode.Uri> {
    // The slug names the tab; from data it keeps letters and digits only.
    const safeSlug = slug.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '') || 'preview';
    const uri = vscode.Uri.from({ scheme: PREVIEW_SCHEME, path: `/${safeSlug}.md`, query: String(++this.counter) });
    this.contents.set(uri.toString(), markdown);
    while (this.contents.size > MAX_DOCUMENTS) {
      const oldest = this.contents.keys().next().value;
      if (oldest === undefined) break;
      this.contents.delete(oldest);
    }
    this.changedEmitter.fire(uri);
    await openMarkdownPreview(uri);
    return uri;
  }

  /** URIs of the previews shown so far (newest last). */
  get uris(): vscode.Uri[] {
    return [...this.contents.keys()].map((k) => vscode.Uri.parse(k));
  }

  dispose(): void {
    this.registration.dispose();
    this.changedEmitter.dispose();
  }
}
