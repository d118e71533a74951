// Keyword panel bundle entry (dist/webviews/keyword.js).
import '../shared/elements';
import { bootPanel } from '../shared/boot';
import { keywordView } from './view';

bootPanel(keywordView);
