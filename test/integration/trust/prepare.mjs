// Runs in the harness before code-server starts (test/harness/suiteEnv.mjs). This suite needs what no other suite has:
// a workspace that is really untrusted. Workspace trust is switched on for this run only (the other suites keep
// `--disable-workspace-trust` and `security.workspace.trust.enabled: false`), without the start-up prompt, so the
// folder opens in Restricted Mode as a freshly cloned repository does; the suite asks the runner for trust later.
import { join } from 'node:path';

export function prepare(runDir) {
  return {
    BV_HARNESS_WORKSPACE_TRUST: '1',
    BV_HARNESS_SETTINGS: JSON.stringify({
      'security.workspace.trust.enabled': true,
      'security.workspace.trust.startupPrompt': 'never',
      'security.workspace.trust.banner': 'never',
    }),
    BV_HARNESS_REQUESTS_DIR: join(runDir, 'harness-requests'),
  };
}
