// Reputation panel bundle entry (dist/webviews/reputation.js).
import '../shared/elements';
import { bootPanel } from '../shared/boot';
import { reputationView } from './view';

bootPanel(reputationView);
