// Publishing findings: one DiagnosticCollection, each finding a Diagnostic on its file (severity from the settings,
// range from the located anchor, code linking the audited https page). A publish replaces what the folder showed.
import * as vscode from 'vscode';
import { severityOf, type Finding, type FindingKind, type Severity } from '../site/findings';

export const DIAGNOSTIC_SOURCE = 'Brand Visibility';

/** brandVisibility.diagnostics.*Severity, where set to a known value. */
export function severitySettings(): Partial<Record<FindingKind, Severity>> {
  const c = vscode.workspace.getConfiguration('brandVisibility.diagnostics');
  const pick = (key: string): Severity | undefined => {
    const v = c.get<string>(key);
    return v === 'error' || v === 'warning' || v === 'information' || v === 'hint' ? v : undefined;
  };
  const out: Partial<Record<FindingKind, Severity>> = {};
  const status = pick('statusSeverity');
  const check = pick('checkSeverity');
  const unmeasured = pick('unmeasuredSeverity');
  if (status) out.status = status;
  if (check) out.check = check;
  if (unmeasured) out.unmeasured = unmeasured;
  return out;
}

const SEVERITY: Record<Severity, vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  information: vscode.DiagnosticSeverity.Information,
  hint: vscode.DiagnosticSeverity.Hint,
};

/**
 * The code's link. The API publishes no documentation URL per check, and `command:` links are not allowed there, so
 * it is the audited page itself (https only): what the check measured, to compare with the source.
 */
function codeOf(f: Finding): vscode.Diagnostic['code'] {
  if (f.url && /^https:\/\//i.test(f.url)) {
    try {
      return { value: f.ruleId, target: vscode.Uri.parse(f.url, true) };
    } catch {
      return f.ruleId;
    }
  }
  return f.ruleId;
}

export function toRange(f: Finding): vscode.Range {
  const r = f.location?.range;
  return r ? new vscode.Range(r.startLine, r.startCharacter, r.endLine, r.endCharacter) : new vscode.Range(0, 0, 0, 0);
}

/** What one folder has published: its files' URIs, to replace or clear them. */
export class DiagnosticPublisher implements vscode.Disposable {
  readonly collection = vscode.languages.createDiagnosticCollection('brandVisibility');

  /** Publishes `byFile` (site-relative file → findings) in place of `before`; returns the new set and the URIs touched. */
  publish(byFile: ReadonlyMap<string, Finding[]>, uriOf: (rel: string) => vscode.Uri, before: ReadonlySet<string>): { published: Set<string>; touched: vscode.Uri[] } {
    const severity = severitySettings();
    const now = new Set<string>();
    const touched: vscode.Uri[] = [];
    for (const [rel, findings] of byFile) {
      const uri = uriOf(rel);
      now.add(uri.toString());
      touched.push(uri);
      this.collection.set(
        uri,
        findings.map((f) => {
          const d = new vscode.Diagnostic(toRange(f), f.message, SEVERITY[severityOf(f.kind, severity)]);
          d.source = DIAGNOSTIC_SOURCE;
          d.code = codeOf(f);
          return d;
        }),
      );
    }
    for (const key of before) {
      if (!now.has(key)) {
        const uri = vscode.Uri.parse(key);
        this.collection.delete(uri);
        touched.push(uri);
      }
    }
    return { published: now, touched };
  }

  /** Clears what a folder published; returns the URIs touched. */
  clear(published: ReadonlySet<string>): vscode.Uri[] {
    const touched = [...published].map((k) => vscode.Uri.parse(k));
    for (const uri of touched) this.collection.delete(uri);
    return touched;
  }

  dispose(): void {
    this.collection.dispose();
  }
}

/** Findings with a file, by file. */
export function findingsByFile(findings: readonly Finding[]): Map<string, Finding[]> {
  const byFile = new Map<string, Finding[]>();
  for (const f of findings) {
    if (!f.file) continue;
    const list = byFile.get(f.file) ?? [];
    list.push(f);
    byFile.set(f.file, list);
  }
  return byFile;
}
