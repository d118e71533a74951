// GitHub code scanning's SARIF requirements as a checker, shared by the SARIF unit tests and the CLI tests.
import type { SarifLog } from '../../../src/core/site/sarif';

/**
 * What GitHub code scanning requires of an upload (docs: "SARIF support for code scanning", supported properties):
 * every "required" property present and non-empty, and every result with a physical location — a result without
 * one fails the whole upload ("locationFromSarifResult: expected artifact location").
 */
export function githubProblems(log: SarifLog): string[] {
  const problems: string[] = [];
  const need = (ok: unknown, what: string): void => {
    if (ok === undefined || ok === null || ok === '' || ok === false) problems.push(what);
  };
  need(log.$schema, '$schema');
  need(log.version === '2.1.0', 'version 2.1.0');
  need(Array.isArray(log.runs) && log.runs.length > 0, 'runs[]');
  for (const [r, run] of log.runs.entries()) {
    need(run.tool?.driver?.name, `runs[${r}].tool.driver.name`);
    need(Array.isArray(run.tool.driver.rules), `runs[${r}].tool.driver.rules`);
    const ids = new Set<string>();
    for (const rule of run.tool.driver.rules) {
      need(rule.id, 'rule.id');
      need(!ids.has(rule.id), `rule ids unique (${rule.id})`);
      ids.add(rule.id);
      need(rule.shortDescription?.text, `rule ${rule.id} shortDescription.text`);
      need(rule.fullDescription?.text, `rule ${rule.id} fullDescription.text`);
      need(rule.help?.text, `rule ${rule.id} help.text`);
      need((rule.name ?? '').length <= 255, `rule ${rule.id} name ≤ 255`);
      if (rule.helpUri) need(/^https:\/\//.test(rule.helpUri), `rule ${rule.id} helpUri https`);
      need(['note', 'warning', 'error'].includes(rule.defaultConfiguration.level), `rule ${rule.id} level`);
    }
    need(Array.isArray(run.results), `runs[${r}].results`);
    for (const [i, res] of run.results.entries()) {
      const at = `result[${i}] (${res.ruleId})`;
      need(ids.has(res.ruleId), `${at} ruleId names a rule`);
      need(run.tool.driver.rules[res.ruleIndex]?.id === res.ruleId, `${at} ruleIndex`);
      need(res.message?.text, `${at} message.text`);
      need(['note', 'warning', 'error'].includes(res.level), `${at} level`);
      need(res.locations?.length >= 1 && res.locations.length <= 10, `${at} 1..10 locations`);
      const pl = res.locations?.[0]?.physicalLocation;
      need(pl?.artifactLocation?.uri, `${at} physicalLocation.artifactLocation.uri`);
      const uri = pl?.artifactLocation?.uri ?? '';
      need(!/^[a-z]+:|^\/|(^|\/)\.\.(\/|$)|\\/i.test(uri), `${at} uri is relative, inside the repository (${uri})`);
      need(/^[A-Za-z0-9\-._~!$&'()*+,;=:@%/]+$/.test(uri), `${at} uri is a valid uri-reference (${uri})`);
      const reg = pl?.region;
      need(Number.isInteger(reg?.startLine) && reg!.startLine >= 1, `${at} region.startLine`);
      need(Number.isInteger(reg?.startColumn) && reg!.startColumn >= 1, `${at} region.startColumn`);
      need(Number.isInteger(reg?.endLine) && reg!.endLine >= reg!.startLine, `${at} region.endLine`);
      need(Number.isInteger(reg?.endColumn) && (reg!.endLine > reg!.startLine || reg!.endColumn >= reg!.startColumn), `${at} region.endColumn`);
      need(res.partialFingerprints?.primaryLocationLineHash, `${at} partialFingerprints`);
    }
  }
  return problems;
}

