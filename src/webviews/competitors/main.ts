// Competitors panel bundle entry (dist/webviews/competitors.js).
import '../shared/elements';
import { bootPanel } from '../shared/boot';
import { competitorsView } from './view';

bootPanel(competitorsView);
