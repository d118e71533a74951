// Every route of the sample server under /v1.
import { auditRoute } from './audit.js';
import { citedPagesRoute } from './citedPages.js';
import { competitorsRoute } from './competitors.js';
import { conversationsRoute } from './conversations.js';
import { inventoryRoutes } from './inventory.js';
import { keywordListRoute, keywordRoute } from './keywords.js';
import { overviewRoute } from './overview.js';
import { ownedPagesRoute } from './ownedPages.js';
import { promptListRoute, promptRoute } from './prompts.js';
import { reputationRoute } from './reputation.js';
import { segmentsRoute } from './segments.js';
import { settingsRoute } from './settings.js';
import type { RouteDef } from './types.js';

export const ROUTES: readonly RouteDef[] = [
  ...inventoryRoutes,
  reputationRoute,
  citedPagesRoute,
  auditRoute,
  ownedPagesRoute,
  keywordListRoute,
  keywordRoute,
  promptListRoute,
  promptRoute,
  competitorsRoute,
  segmentsRoute,
  settingsRoute,
  conversationsRoute,
  overviewRoute,
];
