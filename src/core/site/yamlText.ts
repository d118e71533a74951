// The one YAML reader of the site layer (front matter and site configs). js-yaml with the core schema: dates stay
// strings as in YAML 1.2, aliases are shared references (never expanded), and a repeated key keeps the last value,
// as site generators read it. Chosen over `yaml` for bundle size (≈44 KB vs ≈115 KB minified).
import { CORE_SCHEMA, Type, load } from 'js-yaml';

// Site configs use application tags (MkDocs' `!ENV [X, default]`, `!!python/name:…`): they read as their plain
// value instead of failing the whole file.
const KINDS = ['scalar', 'sequence', 'mapping'] as const;
/** The tag a parsed map or list was written with (`tag:yaml.org,2002:python/object/apply:pymdownx.slugs.slugify`). */
const tags = new WeakMap<object, string>();
const tolerantTags = ['!', 'tag:yaml.org,2002:python/'].flatMap((prefix) =>
  KINDS.map((kind) => new Type(prefix, {
    kind,
    multi: true,
    construct: (data: unknown, tag?: string) => {
      if (typeof data === 'object' && data !== null && tag !== undefined) tags.set(data, tag);
      return data;
    },
  })),
);

/**
 * The application tag a map or list was written with, '!!' expanded (`!!python/object/apply:x.f` →
 * `tag:yaml.org,2002:python/object/apply:x.f`); undefined for plain values and scalars (which keep only their value).
 */
export function yamlTagOf(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null ? tags.get(value) : undefined;
}
const SCHEMA = CORE_SCHEMA.extend(tolerantTags);

/** Parses YAML text; throws on malformed input (callers treat that as "no data"). */
export function parseYamlText(text: string): unknown {
  return load(text, { schema: SCHEMA, json: true });
}
