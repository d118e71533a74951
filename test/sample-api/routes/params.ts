// Query parameters with the names and constraints the reference gives. Routes pick from these;
// a parameter the reference leaves unnamed is not accepted under an invented name.
import type { ParamSpec, ParamSpecs } from '../core/query.js';
import { ENGINES, INTENTS, PERIODS, PROMPT_TYPES } from '../data/vocabulary.js';

export const P = {
  engine: { kind: 'enum', values: ENGINES },
  type: { kind: 'enum', values: PROMPT_TYPES },
  intent: { kind: 'enum', values: INTENTS },
  prompt: { kind: 'uuid' },
  topic: { kind: 'uuid' },
  segment: { kind: 'string', maxLength: 200 },
  as_of: { kind: 'uuid' },
  period: { kind: 'enum', values: PERIODS, default: '1w' },
  limit: { kind: 'int', min: 1, max: 100, default: 20 },
  offset: { kind: 'int', min: 0, default: 0 },
  cursor: { kind: 'string', maxLength: 4096 },
  list_limit: { kind: 'int', min: 1, max: 100 },
  prompts_offset: { kind: 'int', min: 0, default: 0 },
  sources_offset: { kind: 'int', min: 0, default: 0 },
  pages_offset: { kind: 'int', min: 0, default: 0 },
  prompts_limit: { kind: 'int', min: 1, max: 100 },
  view: { kind: 'enum', values: ['tracked', 'archived'], default: 'tracked' },
  with_page: { kind: 'bool', default: false },
  with_menus: { kind: 'bool', default: false },
} as const satisfies Record<string, ParamSpec>;

export type ParamName = keyof typeof P;

export function pick(...names: ParamName[]): ParamSpecs {
  return Object.fromEntries(names.map((n) => [n, P[n]]));
}

export const PAGING: ParamName[] = ['limit', 'offset', 'cursor'];
