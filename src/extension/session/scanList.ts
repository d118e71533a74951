// GET /v1/brands/{id}/scans has no shown shape. Read it tolerantly: a list at the top or under `scans`/`data`/`items`,
// items with a uuid `id` and a completion date-time; running scans (no completion) cannot be pinned and are skipped.
import { isUuid } from '../../core/api';
import type { ScanChoice } from './brandReads';

const LIST_KEYS = ['scans', 'data', 'items'];
const COMPLETED_KEYS = ['completed_at', 'completedAt', 'finished_at'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readScanList(json: unknown): ScanChoice[] {
  let list: unknown[] | undefined = Array.isArray(json) ? json : undefined;
  if (!list && isRecord(json)) {
    for (const key of LIST_KEYS) {
      if (Array.isArray(json[key])) {
        list = json[key] as unknown[];
        break;
      }
    }
  }
  const scans: ScanChoice[] = [];
  const seen = new Set<string>();
  for (const item of list ?? []) {
    if (!isRecord(item)) continue;
    const id = item.id ?? item.scan_id;
    if (!isUuid(id) || seen.has(id)) continue;
    const completed = COMPLETED_KEYS.map((k) => item[k]).find((v): v is string => typeof v === 'string' && Number.isFinite(Date.parse(v)));
    if (!completed) continue;
    seen.add(id);
    scans.push({ id, completedAt: completed, kind: typeof item.kind === 'string' ? item.kind : undefined });
  }
  return scans.sort((a, b) => Date.parse(b.completedAt ?? '') - Date.parse(a.completedAt ?? ''));
}
