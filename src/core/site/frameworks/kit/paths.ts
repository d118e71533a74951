// Path helpers over SiteFiles' relative '/' paths.

export function dirOf(rel: string): string {
  const i = rel.lastIndexOf('/');
  return i < 0 ? '' : rel.slice(0, i);
}

export function baseOf(rel: string): string {
  return rel.slice(rel.lastIndexOf('/') + 1);
}

/** Extension with the dot, lowercased: '.md'; '' when none. Dotfiles have none. */
export function extOf(rel: string): string {
  const base = baseOf(rel);
  const i = base.lastIndexOf('.');
  return i <= 0 ? '' : base.slice(i).toLowerCase();
}

export function stripExt(rel: string): string {
  const ext = extOf(rel);
  return ext ? rel.slice(0, -ext.length) : rel;
}

/** Joins segments into a relative path, dropping empty ones, './' and resolving '..'. */
export function joinRel(...parts: string[]): string {
  const out: string[] = [];
  for (const part of parts) {
    for (const seg of part.split('/')) {
      if (seg === '' || seg === '.') continue;
      if (seg === '..') out.pop();
      else out.push(seg);
    }
  }
  return out.join('/');
}

/** A config's directory value ('./docs/', 'docs', '/abs/site/docs' is not relative: undefined) as a relative path. */
export function relDir(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.trim() === '') return fallback;
  const v = value.trim().replace(/\\/g, '/');
  if (v.startsWith('/') || /^[a-z]:/i.test(v)) return fallback;
  return joinRel(v);
}

/** Path of `rel` inside `dir` ('' = root), or undefined when outside. */
export function within(dir: string, rel: string): string | undefined {
  if (dir === '') return rel;
  return rel.startsWith(dir + '/') ? rel.slice(dir.length + 1) : undefined;
}

/**
 * `value` (a config's or an import's relative path: '../docs', './src') resolved from folder `dir` ('' = root);
 * undefined when it is absolute or climbs above the root of the files (what the mapping cannot see). A path meant
 * from the root ('/src/x' built from `__dirname`) drops its leading '/' before it comes here.
 */
export function resolveWithin(dir: string, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim().replace(/\\/g, '/');
  if (v.startsWith('/') || /^[a-z]:/i.test(v)) return undefined;
  const out = dir ? dir.split('/') : [];
  for (const seg of v.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg !== '..') out.push(seg);
    else if (out.length === 0) return undefined;
    else out.pop();
  }
  return out.join('/');
}

/** The deepest folder holding both paths ('' = the root). */
export function commonDir(a: string, b: string): string {
  const x = a ? a.split('/') : [];
  const y = b ? b.split('/') : [];
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  return x.slice(0, i).join('/');
}

/** Whether `dir` is `ancestor` itself or lies inside it. */
export function isWithin(ancestor: string, dir: string): boolean {
  return ancestor === '' || dir === ancestor || dir.startsWith(`${ancestor}/`);
}
