// Compiled by `npm run typecheck`, never run: the host's answer table must name every request method of the protocol.
import type { RequestAnswers, RequestParamsMap, RequestResultMap } from '../../../src/shared/protocol';

declare const hostAnswers: RequestAnswers;

// A method added to the protocol that nobody answers: the host's table no longer compiles.
type WithNewMethod = RequestParamsMap & { newMethod: { value: number } };
type WithNewResult = RequestResultMap & { newMethod: null };
// @ts-expect-error newMethod has no answer
export const missingAnswer: RequestAnswers<WithNewMethod, WithNewResult> = hostAnswers;

// Answering it compiles.
export const complete: RequestAnswers<WithNewMethod, WithNewResult> = { ...hostAnswers, newMethod: async () => null };

// An answer with the wrong result type does not.
// @ts-expect-error exportCsv answers { saved: boolean }
export const wrongResult: RequestAnswers = { ...hostAnswers, exportCsv: async () => null };
