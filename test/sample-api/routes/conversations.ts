// GET /v1/brands/{brand_id}/conversations: standing threads, shared chats and the caller's own private chats.
// Nobody reads another member's private chats; unread counts start from the caller's read position.
import { noise, stableUuid } from '../core/prng.js';
import { memberIdFor } from '../state.js';
import { brandOf, type RouteDef } from './types.js';

interface Thread {
  title: string;
  agent: string;
  kind: 'standing' | 'shared' | 'private';
  archived: boolean;
  owner: 'member' | 'no-access' | 'service';
  lastSeq: number;
}

const THREADS: Thread[] = [
  { title: 'Weekly visibility report', agent: 'analyst', kind: 'standing', archived: false, owner: 'service', lastSeq: 48 },
  { title: 'Site fixes', agent: 'site_fixer', kind: 'standing', archived: false, owner: 'service', lastSeq: 23 },
  { title: 'Why did our score drop on Perplexity?', agent: 'analyst', kind: 'shared', archived: false, owner: 'member', lastSeq: 12 },
  { title: 'Pricing page rewrite', agent: 'writer', kind: 'shared', archived: true, owner: 'no-access', lastSeq: 31 },
  { title: 'Draft: comparison page vs. main rival', agent: 'writer', kind: 'private', archived: false, owner: 'member', lastSeq: 9 },
  { title: 'Notes for the board deck', agent: 'analyst', kind: 'private', archived: false, owner: 'no-access', lastSeq: 5 },
];

export const conversationsRoute: RouteDef = {
  pattern: '/v1/brands/{brand_id}/conversations',
  params: {},
  handle: (req) => {
    const { brand } = brandOf(req);
    const serviceAccount = stableUuid('service-account', brand.key);
    return {
      conversations: THREADS.filter((t) => t.kind !== 'private' || t.owner === req.role).map((t) => {
        const id = stableUuid('conversation', brand.key, t.title);
        const lastRead = Math.min(t.lastSeq, Math.floor(t.lastSeq * noise('read', id, req.memberId) * 1.2));
        return {
          id,
          title: t.title,
          agent: t.agent,
          kind: t.kind === 'standing' ? 'standing' : 'chat',
          archived: t.archived,
          shared: t.kind !== 'private',
          owner_account_id: t.owner === 'service' ? serviceAccount : memberIdFor(t.owner),
          last_seq: t.lastSeq,
          last_read_seq: lastRead,
          unread: t.lastSeq - lastRead,
        };
      }),
    };
  },
};
