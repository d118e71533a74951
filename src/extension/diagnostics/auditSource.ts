// Where the diagnostics' audit comes from: every page of one brand's audit, through the cursors, with background
// priority. With an explicit scan pin of that brand the read goes through the brand's shared read session, so a pinned
// scan that is gone falls back the one way the views do (the session reads the latest, the registry drops the pin
// with its one message). Without one it is the latest scan, as the service's next crawl makes new findings.
import type { Audit, AuditQuery } from '../../core/api';
import type { Services } from '../session/services';
import { readFullAudit } from '../../core/site/findings';

export class AuditSource {
  constructor(private readonly services: Services) {}

  /** The explicit pin that applies to this brand's diagnostics: the selected brand's "Pin to Scan…". */
  private pinned(brandId: string): boolean {
    return this.services.selection.brandId?.toLowerCase() === brandId.toLowerCase() && this.services.selection.pin !== undefined;
  }

  /** The whole audit of the brand; rejects like the client does (no base URL: an error with its message). */
  async read(brandId: string): Promise<Audit> {
    const session = this.pinned(brandId) ? this.services.sessions.get(brandId) : undefined;
    if (session) return readFullAudit((query: AuditQuery) => session.audit(query, { priority: 'background' }));
    const client = this.services.api.client();
    if (!client) throw new Error('No valid base URL is set.');
    // Fresh: a read of the same page that left before a new crawl (the tree's Audit section) is not joined.
    return readFullAudit((query: AuditQuery) => client.audit(brandId, query, { priority: 'background', fresh: true }));
  }
}
