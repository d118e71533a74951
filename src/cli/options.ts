// Option parsing shared by every CLI command. Kept apart from apiOptions.ts so `map` never loads the HTTP client.
import { plainText } from '../shared/text/plainText';

export type OptionKind = 'value' | 'flag' | 'multi';

export interface ParsedOptions {
  values: Record<string, string>;
  flags: Set<string>;
  multi: Record<string, string[]>;
  positionals: string[];
}

/** `--name value`, `--name=value`, `--flag`, repeatable `--name v1 --name v2`, `--` ends options. Error text or result. */
export function parseOptions(argv: readonly string[], spec: Readonly<Record<string, OptionKind>>): ParsedOptions | string {
  const out: ParsedOptions = { values: {}, flags: new Set(), multi: {}, positionals: [] };
  let options = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (options && arg === '--') {
      options = false;
      continue;
    }
    if (!options || !arg.startsWith('--')) {
      out.positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
    const kind = Object.prototype.hasOwnProperty.call(spec, name) ? spec[name] : undefined;
    if (!kind) return `unknown option --${plainText(name, 40)}`;
    if (kind === 'flag') {
      if (eq >= 0) return `--${name} takes no value`;
      out.flags.add(name);
      continue;
    }
    const value = eq < 0 ? argv[++i] : arg.slice(eq + 1);
    if (value === undefined || value === '') return `--${name} needs a value`;
    if (kind === 'multi') (out.multi[name] ??= []).push(value);
    else out.values[name] = value;
  }
  return out;
}
