export interface Tally { passed: number; failed: number }
export interface FailedStep { name: string; why: string; failedTests: number }
export function tallyLine(line: string, tally: Tally): void;
export interface Failure { title: string[]; error: string }
export function failureReader(): { failures: Failure[]; read(line: string): void };
export function closingLines(run: { seconds: number; passed: number; failed: number; failedSteps: FailedStep[]; failures?: Array<Failure & { step: string }> }): string[];
