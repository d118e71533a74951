// The JavaScript an MDX file holds: its top-level `import`/`export` blocks. "MDX supports standard JavaScript
// import and export statements" at the top level, each block starting on a line of its own with `import`/`export`
// and ending at a blank line (https://mdxjs.com/docs/what-is-mdx/#esm). A page written in MDX (Next.js
// `pageExtensions: ['mdx']`) exports its data functions there (`export const getStaticPaths = …`), the same as a
// page module. Scanned by hand in one pass: the Markdown around the blocks is dropped, fenced code is skipped.

const ESM_START = /^(?:import|export)(?=[\s{*])/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Bracket depth change of a line of code, quotes skipped (an unclosed `{` keeps the block open over blank lines). */
function depthChange(line: string): number {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '/' && line[i + 1] === '/') break;
    else if (c === '{' || c === '[' || c === '(') depth++;
    else if (c === '}' || c === ']' || c === ')') depth--;
  }
  return depth;
}

/** The ESM blocks of an MDX file's text, joined (empty when it has none). Front matter and Markdown are left out. */
export function mdxEsm(text: string): string {
  const lines = text.split(/\r?\n/);
  let i = 0;
  // YAML front matter (remark-frontmatter) is no code.
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((l, n) => n > 0 && l.trim() === '---');
    if (end > 0) i = end + 1;
  }
  const out: string[] = [];
  let fence = '';
  let inBlock = false;
  let depth = 0;
  let previousBlank = true;
  for (; i < lines.length; i++) {
    const line = lines[i];
    const blank = line.trim() === '';
    if (inBlock) {
      if (blank && depth <= 0) {
        inBlock = false;
        previousBlank = true;
        continue;
      }
      out.push(line);
      depth += depthChange(line);
      continue;
    }
    const open = FENCE.exec(line);
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length) fence = '';
    } else if (open) {
      fence = open[1];
    } else if (previousBlank && ESM_START.test(line)) {
      inBlock = true;
      out.push(line);
      depth = depthChange(line);
    }
    previousBlank = blank;
  }
  return out.join('\n');
}
