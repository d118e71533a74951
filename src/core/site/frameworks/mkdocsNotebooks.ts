// Notebook plugins make pages of files other than Markdown: mkdocs-jupyter (.ipynb and .py through jupytext, its
// `include` globs, https://github.com/danielfrg/mkdocs-jupyter#including-or-ignoring-files) and mknotebooks
// (.ipynb, https://github.com/greenape/mknotebooks). Only `*.ext` globs are read; a file an unread `ignore` glob
// might leave out makes no page here.
import type { Data } from './kit/data';
import { pluginOptions } from './mkdocsConfig';
import { baseOf, extOf } from './kit/paths';

/** mkdocs-jupyter's default `include`. */
const JUPYTER_INCLUDE = ['*.py', '*.ipynb'];

/** Whether a docs file (path inside docs_dir) is a page of a notebook plugin the config enables. */
export function notebookPages(config: Data): (local: string) => boolean {
  const exts = new Set<string>();
  const names = new Set<string>();
  const jupyter = pluginOptions(config, 'mkdocs-jupyter');
  let ignoredUnread = false;
  if (jupyter) {
    const include = Array.isArray(jupyter.include) ? jupyter.include : JUPYTER_INCLUDE;
    for (const glob of include) {
      const ext = typeof glob === 'string' ? /^\*(\.\w{1,10})$/.exec(glob)?.[1] : undefined;
      if (ext) exts.add(ext.toLowerCase());
    }
    for (const glob of Array.isArray(jupyter.ignore) ? jupyter.ignore : []) {
      if (typeof glob === 'string' && /^[\w.-]+$/.test(glob)) names.add(glob);
      else ignoredUnread = true;
    }
  }
  if (pluginOptions(config, 'mknotebooks')) exts.add('.ipynb');
  if (ignoredUnread || exts.size === 0) return () => false;
  return (local) => exts.has(extOf(local).toLowerCase()) && !names.has(baseOf(local));
}
