// The registry of frameworks the mapper can detect and compile. Order breaks detection ties:
// the more specific frameworks first, static HTML last (it is also the mapper's fallback).
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
