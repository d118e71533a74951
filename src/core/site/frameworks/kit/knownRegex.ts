// Regex literals the code evaluator applies: a fixed table of the slug idioms site code writes
// (`name.toLowerCase().replace(/\s+/g, '-')`, `.replace(/\.mdx?$/, '')`). A literal is looked up by its exact source
// and flags; the expression applied is this table's own, compiled here: repository text is never compiled into a
// regex. A literal not in the table stays unknown (code.ts: a Computed). Every expression here runs in linear time:
// none has a quantified run that must be followed by an anchor (`-+$` backtracks over a long run, so it is left out).

/** Source and flags of a regex literal, as written ('\\s+' with 'g'), mapped to the table's own expression. */
const TABLE: ReadonlyMap<string, RegExp> = new Map(
  [
    ['\\s+', 'g'], ['\\s', 'g'], ['\\s+', ''], [' ', 'g'], ['\\s+', 'gi'], ['[\\s_]+', 'g'], ['_', 'g'], ['-+', 'g'], ['\\/', 'g'], ['\\.', 'g'],
    ['[^a-z0-9]+', 'g'], ['[^a-z0-9]+', 'gi'], ['[^a-z0-9-]', 'g'], ['[^a-z0-9-]+', 'g'], ['[^a-zA-Z0-9]+', 'g'], ['[^a-zA-Z0-9-]', 'g'],
    ['[^\\w-]+', 'g'], ['[^\\w\\s-]', 'g'], ['[^\\w]+', 'g'], ['\\W+', 'g'], ['[^\\w\\-]+', 'g'], ['--+', 'g'],
    ['^-|-$', 'g'], ['^\\/|\\/$', 'g'], ['^\\/+', ''], ['\\/$', ''], ['^\\/', ''],
    ['\\.mdx?$', ''], ['\\.md$', ''], ['\\.mdx$', ''], ['\\.(md|mdx)$', ''], ['\\.json$', ''], ['\\.ya?ml$', ''], ['\\.html$', ''],
    ['^\\d{4}-\\d{2}-\\d{2}-', ''], ['\\/index$', ''],
  ].map(([source, flags]) => [`${source}/${flags}`, new RegExp(source, flags)]),
);

/** The table's expression for a literal, or undefined when the literal is not one of the idioms. */
export function knownRegex(pattern: string, flags: string): RegExp | undefined {
  return TABLE.get(`${pattern}/${flags}`);
}
