// Redirects a page's front matter declares (Hugo `aliases`, jekyll-redirect-from's `redirect_from` / `redirect_to`):
// the generator writes a small redirect page at those URLs, so they have no source of their own. Answering the
// declaring file there would put a diagnostic for the redirect on the real page.
import type { Resolution } from '../../types';
import { type FrontData, fmList, fmString } from './frontMatter';

/** The resolution of a URL that a front-matter redirect serves: no file, kind 'redirect'. */
export function frontMatterRedirect(label: string, key: string, declaredIn: string, to: string, how?: string): Resolution {
  return { file: null, kind: 'redirect', reason: `${label}: no source: redirect to ${to} (${key} in ${declaredIn}${how ? `, ${how}` : ''})` };
}

/** Where a page that only redirects sends its visitors (`redirect_to`: a string, or a list whose first entry counts). */
export function redirectTo(fm: FrontData): string | undefined {
  return fmString(fm, 'redirect_to') ?? fmList(fm, 'redirect_to')[0];
}
