// Conversations: standing threads, shared chats and the caller's own chats.
import * as vscode from 'vscode';
import type { Conversations } from '../../../shared/api/schemas';
import { md, mdNumber, mdTable } from '../../../shared/text/markdown';
import { heading, paragraph, yesNo, type PreviewScope } from './common';

export function renderConversations(read: Conversations, scope: PreviewScope): string {
  const out = [heading(vscode.l10n.t('Conversations'), scope)];
  if (read.conversations.length === 0) out.push(paragraph(vscode.l10n.t('No conversations.')));
  else {
    out.push(
      mdTable(
        [vscode.l10n.t('Title'), vscode.l10n.t('Agent'), vscode.l10n.t('Kind'), vscode.l10n.t('Shared'), vscode.l10n.t('Archived'), vscode.l10n.t('Unread')],
        read.conversations.map((c) => [md(c.title ?? c.id, 160), md(c.agent), md(c.kind), yesNo(c.shared), yesNo(c.archived), mdNumber(c.unread)]),
      ),
    );
  }
  return out.join('\n');
}
