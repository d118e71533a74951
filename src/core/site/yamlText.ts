// The one YAML reader of the site layer (front matter and site configs). js-yaml with the core schema: dates stay
// strings as in YAML 1.2, aliases are shared references (never expanded), and a repeated key keeps the last value,
// as site generators read it. Chosen over `yaml` for bundle size (≈44 KB vs ≈115 KB minified).
import { CORE_SCHEMA, Type, load } from 'js-yaml';

// Site configs use application tags (MkDocs' `!ENV [X, default]`, `!!python/name:…`): they read as their plain
// value instead of failing the whole file.
const KINDS = ['scalar', 'sequence', 'mapping'] as const;
const tolerantTags = ['!', 'tag:yaml.org,2002:python/'].flatMap((prefix) =>
  KINDS.map((kind) => new Type(prefix, { kind, multi: true, construct: (data: unknown) => data })),
);
const SCHEMA = CORE_SCHEMA.extend(tolerantTags);

/** Parses YAML text; throws on malformed input (callers treat that as "no data"). */
export function parseYamlText(text: string): unknown {
  return load(text, { schema: SCHEMA, json: true });
}
