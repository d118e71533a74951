// Text clean-up for what leaves the panel as text (Markdown, CSV): a lone surrogate becomes U+FFFD (the clipboard and
// UTF-8 files cannot carry it), and bidirectional embedding/override/isolate controls are dropped so a copied brief
// cannot display one thing and contain another. In the panel itself such text stays as given, isolated by CSS.
import { wellFormed } from '../../shared/text/plainText';

const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export { wellFormed };

export function plainText(text: string): string {
  return wellFormed(text).replace(BIDI_CONTROLS, '');
}
