// The registry of frameworks the mapper can detect and compile. Order breaks detection ties:
// the more specific frameworks first, static HTML last (it is also the mapper's fallback).
//
// Adding a framework:
//   1. frameworks/<name>.ts exports one `Framework` (types.ts): its config files, package dependencies, page
//      folders, build output and static folders, detection, declared domains, redirects, route table and which
//      file changes affect it. Build it from the shared kit (frameworks/kit/: code.ts for JS/TS configs,
//      data.ts for YAML/TOML/JSON, frontMatter.ts, fileRoutes.ts for `[param]` routes, routeTable.ts for
//      generators that know every URL, contentLookup.ts, paths, dates, slugify) and the safe matchers
//      (match/: path patterns, globs, ignore files). Never a RegExp from repository text, never code execution.
//   2. One line: add it to FRAMEWORKS below (and its id to FrameworkId in types.ts and the
//      brandVisibility.site.framework enum in package.json).
//   3. Tests: test/unit/site/frameworks/<name>.test.ts (routes on memory sites), plus a fixture under
//      test/fixtures/sites/ or the corpus when a real layout matters.
// Nothing else changes: detection, site-root search, domains, redirects, the walker's output folders and the
// mapper all read these declarations.
import type { Framework, FrameworkId } from '../types';
import { astro } from './astro';
import { docusaurus } from './docusaurus';
import { eleventy } from './eleventy';
import { gatsby } from './gatsby';
import { hugo } from './hugo';
import { jekyll } from './jekyll';
import { mkdocs } from './mkdocs';
import { nextjsApp, nextjsPages } from './nextjs';
import { staticHtml } from './static';
import { sveltekit } from './sveltekit';
import { vitepress } from './vitepress';

export const FRAMEWORKS: readonly Framework[] = [
  nextjsApp, nextjsPages, astro, sveltekit, docusaurus, vitepress, gatsby, hugo, jekyll, eleventy, mkdocs, staticHtml,
];

export function frameworkById(id: string): Framework | undefined {
  return FRAMEWORKS.find((f) => f.id === id);
}

export function isFrameworkId(id: string): id is FrameworkId {
  return FRAMEWORKS.some((f) => f.id === id);
}

export { astro, docusaurus, eleventy, gatsby, hugo, jekyll, mkdocs, nextjsApp, nextjsPages, staticHtml, sveltekit, vitepress };
