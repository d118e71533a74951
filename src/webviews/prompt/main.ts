// Prompt panel bundle entry (dist/webviews/prompt.js).
import '../shared/elements';
import { bootPanel } from '../shared/boot';
import { promptView } from './view';

bootPanel(promptView);
