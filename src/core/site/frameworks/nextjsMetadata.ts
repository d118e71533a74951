// Next.js app router metadata files: files of app/ that Next.js serves at a URL of their own, beside the pages
// (https://nextjs.org/docs/app/api-reference/file-conventions/metadata). By the file's name alone, linear, no regex
// built from repository text.

/** Image metadata files, in any route segment: a static image or code generating one. Numbered copies (icon1.png) too. */
const IMAGE_FILES: Record<string, { images: readonly string[] }> = {
  // https://nextjs.org/docs/app/api-reference/file-conventions/metadata/app-icons
  icon: { images: ['ico', 'jpg', 'jpeg', 'png', 'svg'] },
  'apple-icon': { images: ['jpg', 'jpeg', 'png'] },
  // https://nextjs.org/docs/app/api-reference/file-conventions/metadata/opengraph-image
  'opengraph-image': { images: ['jpg', 'jpeg', 'png', 'gif'] },
  'twitter-image': { images: ['jpg', 'jpeg', 'png', 'gif'] },
};
const CODE = ['js', 'ts', 'tsx', 'jsx'];

/** The first letters of every metadata file name: anything else in app/ is skipped before any other work. */
export const METADATA_INITIALS = new Set(['f', 'i', 'a', 'o', 't', 'm', 's', 'r'].map((c) => c.charCodeAt(0)));

/**
 * The last URL segment a file of app/ is served at as a metadata file, or undefined when it is not one. `atRoot`: the
 * file sits directly in app/ (favicon, robots and manifest only count there).
 * - favicon.ico: app/ only, served at /favicon.ico (app-icons#favicon).
 * - icon / apple-icon / opengraph-image / twitter-image: a static image keeps its name (`/about/opengraph-image.png`);
 *   code (`opengraph-image.tsx`) is served at the name without extension (`/about/opengraph-image`).
 * - robots.txt / robots.(js|ts): app/ only, /robots.txt (metadata/robots).
 * - sitemap.xml / sitemap.(js|ts): /sitemap.xml of its segment (metadata/sitemap: nested sitemaps are allowed).
 * - manifest.json / manifest.webmanifest as they are; manifest.(js|ts) at /manifest.webmanifest; app/ only
 *   (metadata/manifest).
 */
export function metadataRoute(name: string, atRoot: boolean): string | undefined {
  const dot = name.indexOf('.');
  if (dot <= 0) return undefined;
  const stem = name.slice(0, dot);
  const ext = name.slice(dot + 1);
  if (atRoot) {
    if (name === 'favicon.ico') return name;
    if (stem === 'robots' && (ext === 'txt' || ext === 'js' || ext === 'ts')) return 'robots.txt';
    if (stem === 'manifest') {
      if (ext === 'json' || ext === 'webmanifest') return name;
      if (ext === 'js' || ext === 'ts') return 'manifest.webmanifest';
    }
  }
  if (stem === 'sitemap' && (ext === 'xml' || ext === 'js' || ext === 'ts')) return 'sitemap.xml';
  const base = imageBase(stem);
  if (base === undefined) return undefined;
  if (IMAGE_FILES[base].images.includes(ext)) return name;
  if (CODE.includes(ext)) return stem;
  return undefined;
}

/** 'opengraph-image2' → 'opengraph-image' (a number may follow the name); undefined when not an image file name. */
function imageBase(stem: string): string | undefined {
  let end = stem.length;
  while (end > 0 && stem.charCodeAt(end - 1) >= 48 && stem.charCodeAt(end - 1) <= 57) end--;
  const base = stem.slice(0, end);
  return Object.prototype.hasOwnProperty.call(IMAGE_FILES, base) ? base : undefined;
}
