// What each case says about itself (its one-line outcome), read by the reporter when the case ends.
import type Mocha from 'mocha';

const outcomes = new Map<string, string>();

export function recordOutcome(test: Mocha.Runnable | undefined, text: string): void {
  if (test) outcomes.set(test.fullTitle(), text);
}

export function outcomeOf(test: Mocha.Runnable): string | undefined {
  return outcomes.get(test.fullTitle());
}
