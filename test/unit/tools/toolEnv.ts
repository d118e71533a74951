// The tools' environment for unit tests: the CLI's (one read session per brand, the sample site as --root) over the
// sample API, on a rate-limit registry of its own so one test's faults and 429s never pause another's credential.
import { resolve } from 'node:path';
import { BrandVisibilityClient, SchedulerRegistry } from '../../../src/core/api/index';
import { cliToolEnvironment } from '../../../src/cli/mcp';
import type { ToolEnvironment } from '../../../src/core/tools/environment';
import type { SampleApi } from '../../sample-api/server';
import { plainFetch } from '../cli/cliHarness';

const SITE = resolve('test/fixtures/sample-site');

export function toolEnv(sample: SampleApi, role: keyof SampleApi['keys'] = 'member', site = true): ToolEnvironment {
  const client = new BrandVisibilityClient({ baseUrl: sample.url, getApiKey: () => sample.keys[role], transport: plainFetch, schedulers: new SchedulerRegistry() });
  return cliToolEnvironment({ client: () => client, root: SITE, site });
}

