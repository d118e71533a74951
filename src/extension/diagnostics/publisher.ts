// Publishing findings: one DiagnosticCollection, each finding a Diagnostic on its file (severity from the settings and
// its note, range from the located anchor — one per place for the extra H1s —, code linking the rule's description).
// A publish replaces what the folder showed.
import * as vscode from 'vscode';
import type { Finding, FindingKind, Severity } from '../../core/site/findings';
import type { FindingNote } from '../../core/site/freshness';
import type { TextRange } from '../../core/site/ranges';
import { ruleUri } from './ruleView';

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

export const SEVERITY: Record<Severity, vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  information: vscode.DiagnosticSeverity.Information,
  hint: vscode.DiagnosticSeverity.Hint,
};

/** A finding as published: its message and severity after the notes (findingText.ts). */
export interface ShownFinding {
  finding: Finding;
  message: string;
  severity: Severity;
  note: FindingNote;
}

/**
 * The code's link: the rule's description (ruleView.ts), a read-only document in our own words. The API publishes no
 * documentation URL per check, and `command:` links are not allowed there.
 */
function codeOf(f: Finding): vscode.Diagnostic['code'] {
  return { value: f.ruleId, target: ruleUri(f.ruleId) };
}

function rangeOf(r: TextRange): vscode.Range {
  return new vscode.Range(r.startLine, r.startCharacter, r.endLine, r.endCharacter);
}

export function toRange(f: Finding): vscode.Range {
  const r = f.location?.range;
  return r ? rangeOf(r) : new vscode.Range(0, 0, 0, 0);
}

/** Every place a finding is shown: its range, then its other places (the further extra H1s). */
export function rangesOf(f: Finding): vscode.Range[] {
  return [toRange(f), ...(f.location?.extra ?? []).map(rangeOf)];
}

export function codeValue(d: vscode.Diagnostic): string | undefined {
  const code = d.code;
  if (typeof code === 'string' || typeof code === 'number') return String(code);
  return code ? String(code.value) : undefined;
}

/** What one folder has published: its files' URIs, to replace or clear them. */
export class DiagnosticPublisher implements vscode.Disposable {
  readonly collection = vscode.languages.createDiagnosticCollection('brandVisibility');
  /** URI → what is published there: a diagnostic (a copy, in a code action's context) is matched back by it. */
  private readonly shown = new Map<string, ShownFinding[]>();

  /** Publishes `byFile` (site-relative file → findings) in place of `before`; returns the new set and the URIs touched. */
  publish(byFile: ReadonlyMap<string, ShownFinding[]>, uriOf: (rel: string) => vscode.Uri, before: ReadonlySet<string>): { published: Set<string>; touched: vscode.Uri[] } {
    const now = new Set<string>();
    const touched: vscode.Uri[] = [];
    for (const [rel, findings] of byFile) {
      const uri = uriOf(rel);
      now.add(uri.toString());
      touched.push(uri);
      this.shown.set(uri.toString(), findings);
      this.collection.set(
        uri,
        findings.flatMap((s) =>
          rangesOf(s.finding).map((range) => {
            const d = new vscode.Diagnostic(range, s.message, SEVERITY[s.severity]);
            d.source = DIAGNOSTIC_SOURCE;
            d.code = codeOf(s.finding);
            return d;
          }),
        ),
      );
    }
    for (const key of before) {
      if (!now.has(key)) {
        const uri = vscode.Uri.parse(key);
        this.collection.delete(uri);
        this.shown.delete(key);
        touched.push(uri);
      }
    }
    return { published: now, touched };
  }

  /** What is published on a file. */
  shownOn(uri: vscode.Uri): readonly ShownFinding[] {
    return this.shown.get(uri.toString()) ?? [];
  }

  /** The published finding a diagnostic shows (by its code and message). */
  findingFor(uri: vscode.Uri, d: vscode.Diagnostic): ShownFinding | undefined {
    const code = codeValue(d);
    return this.shownOn(uri).find((s) => s.finding.ruleId === code && s.message === d.message);
  }

  /** Clears what a folder published; returns the URIs touched. */
  clear(published: ReadonlySet<string>): vscode.Uri[] {
    const touched = [...published].map((k) => vscode.Uri.parse(k));
    for (const uri of touched) {
      this.collection.delete(uri);
      this.shown.delete(uri.toString());
    }
    return touched;
  }

  dispose(): void {
    this.collection.dispose();
    this.shown.clear();
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
