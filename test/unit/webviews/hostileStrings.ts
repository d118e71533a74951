// The hostile-string corpus (test/fixtures/hostile-strings.json, shared with the sample server and other suites),
// with its generated entries expanded: 100 KB strings are built here rather than stored.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface HostileString {
  name: string;
  value: string;
}

interface Corpus {
  strings: HostileString[];
  generated: { name: string; repeat: string; length: number }[];
}

const corpus = JSON.parse(readFileSync(join(__dirname, '..', '..', 'fixtures', 'hostile-strings.json'), 'utf8')) as Corpus;

export const HOSTILE_STRINGS: readonly HostileString[] = [
  ...corpus.strings,
  ...corpus.generated.map((g) => ({ name: g.name, value: g.repeat.repeat(Math.ceil(g.length / g.repeat.length)).slice(0, g.length) })),
];
