// The answer model behind every figure: for each scan, each tracked prompt and each engine of its segment,
// an answer whose treatment of the brand (and of each rival) is a stable function of strengths and noise.
// Aggregating these answers gives consistent figures across reads, shifting from scan to scan.
import { noise } from '../core/prng.js';
import { segmentById, type BrandData, type PromptRec } from './catalog.js';
import type { Filters, ReadContext } from './context.js';
import type { Scan } from './scans.js';
import { type AnswerState, type Engine } from './vocabulary.js';

export interface Answer {
  prompt: PromptRec;
  engine: Engine;
  scan: Scan;
  score: number;
  state: AnswerState;
  praised: boolean;
  /** 0..100: how well the answer understood the brand. */
  understood: number;
  /** Rival keys the answer named. */
  rivals: string[];
}

function engineBias(brand: BrandData, engine: Engine): number {
  return (noise('engine-bias', brand.key, engine) - 0.5) * 0.3;
}

/** Slow improvement over time, so later scans read a little better. */
function drift(seq: number): number {
  return (seq - 6) * 0.008;
}

export function answerState(score: number): AnswerState {
  if (score >= 0.8) return 'leading';
  if (score >= 0.6) return 'recommended';
  if (score >= 0.38) return 'mentioned';
  return 'not_mentioned';
}

/** The model's answers to one prompt in one scan, one per engine of its segment. */
export function answersFor(brand: BrandData, prompt: PromptRec, scan: Scan): Answer[] {
  return segmentById(brand, prompt.segmentId).engines.map((engine) => {
    const score = prompt.strength + engineBias(brand, engine) + drift(scan.seq) + (noise('a', prompt.id, engine, scan.seq) - 0.5) * 0.35;
    const state = answerState(score);
    return {
      prompt,
      engine,
      scan,
      score,
      state,
      praised: state !== 'not_mentioned' && noise('praise', prompt.id, engine, scan.seq) < score * 0.7,
      understood: Math.max(5, Math.min(98, Math.round(score * 90 + (noise('u', prompt.id, engine, scan.seq) - 0.5) * 30))),
      rivals: brand.rivals.filter((r) => r.named && noise('r', r.key, prompt.id, engine, scan.seq) < r.strength).map((r) => r.key),
    };
  });
}

/** Whether a scan read the prompt: weekly scans read every active prompt, daily updates a third of them. */
export function scanReads(scan: Scan, prompt: PromptRec): boolean {
  return scan.kind === 'weekly' || prompt.index % 3 === scan.seq % 3;
}

const answerCache = new Map<string, Answer[]>();

/** Every answer a scan read for the brand's active prompts. */
export function scanAnswers(brand: BrandData, scan: Scan): Answer[] {
  const cacheKey = `${brand.key}:${scan.id}`;
  const hit = answerCache.get(cacheKey);
  if (hit) return hit;
  const answers = brand.prompts.filter((p) => p.status === 'active' && scanReads(scan, p)).flatMap((p) => answersFor(brand, p, scan));
  answerCache.set(cacheKey, answers);
  return answers;
}

export function matchesFilters(brand: BrandData, answer: Answer, filters: Filters): boolean {
  if (filters.engine && answer.engine !== filters.engine) return false;
  if (filters.type && answer.prompt.type !== filters.type) return false;
  if (filters.intent && answer.prompt.intent !== filters.intent) return false;
  if (filters.prompt && answer.prompt.id !== filters.prompt) return false;
  if (filters.topic && answer.prompt.topicId !== filters.topic) return false;
  if (filters.segment && segmentById(brand, answer.prompt.segmentId).label !== filters.segment) return false;
  return true;
}

/** The answers of the given scans (default: the period window) under the read's filters. */
export function periodAnswers(ctx: ReadContext, scans: readonly Scan[] = ctx.window, filters: Filters = ctx.filters): Answer[] {
  const out: Answer[] = [];
  for (const scan of scans) {
    for (const answer of scanAnswers(ctx.brand, scan)) {
      if (matchesFilters(ctx.brand, answer, filters)) out.push(answer);
    }
  }
  return out;
}

export interface Tally {
  answers: number;
  mentioned: number;
  recommended: number;
  leading: number;
  praised: number;
  understoodSum: number;
}

export function tally(answers: readonly Answer[]): Tally {
  const t: Tally = { answers: answers.length, mentioned: 0, recommended: 0, leading: 0, praised: 0, understoodSum: 0 };
  for (const a of answers) {
    if (a.state !== 'not_mentioned') t.mentioned++;
    if (a.state === 'recommended' || a.state === 'leading') t.recommended++;
    if (a.state === 'leading') t.leading++;
    if (a.praised) t.praised++;
    t.understoodSum += a.understood;
  }
  return t;
}

export function pct(numerator: number, denominator: number): number {
  return denominator === 0 ? 0 : Math.round((100 * numerator) / denominator);
}

/** A 95% interval in points around a share (normal approximation, clamped). */
export function interval(numerator: number, denominator: number): { low: number; high: number } {
  if (denominator === 0) return { low: 0, high: 0 };
  const p = numerator / denominator;
  const half = 1.96 * Math.sqrt((p * (1 - p)) / denominator) + 0.5 / denominator;
  return { low: Math.max(0, Math.round(100 * (p - half))), high: Math.min(100, Math.round(100 * (p + half))) };
}

/** The brand's service score over a tally: recommendations weigh more than plain mentions. */
export function serviceScore(t: Tally): number {
  return t.answers === 0 ? 0 : Math.round((100 * (0.4 * t.mentioned + 0.45 * t.recommended + 0.15 * t.leading)) / t.answers);
}

/** The same tally for a rival: named answers, with recommendation approximated from its strength. */
export function rivalTally(answers: readonly Answer[], rivalKey: string, strength: number): Tally {
  let mentioned = 0;
  let recommended = 0;
  for (const a of answers) {
    if (!a.rivals.includes(rivalKey)) continue;
    mentioned++;
    if (noise('rr', rivalKey, a.prompt.id, a.engine, a.scan.seq) < strength) recommended++;
  }
  return { answers: answers.length, mentioned, recommended, leading: Math.round(recommended / 3), praised: 0, understoodSum: 0 };
}
