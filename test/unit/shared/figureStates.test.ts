// The shared presentation of figure states and the definitions every surface labels figures with.
import * as assert from 'node:assert/strict';
import { definitionOf, figureCaption, figureName, type FigureId } from '../../../src/shared/definitions';
import { NOT_ASKED_ABOUT, notAskedAbout, readFigure, stateLook, stateWords } from '../../../src/shared/figureStates';
import { FIGURE_STATES, engineName, filterName, periodLabel } from '../../../src/shared/vocabulary';

const NO_VALUE_STATES = ['too_few_answers', 'calibrating', 'not_measured', NOT_ASKED_ABOUT, 'quarantined_for_review'];

describe('shared/figureStates', () => {
  it('gives every state its own words, a reason and a neutral icon; only measured, first report and not comparable carry a value', () => {
    const states = [...FIGURE_STATES, NOT_ASKED_ABOUT, 'quarantined_for_review'];
    const words = states.map((s) => stateLook(s).words);
    assert.equal(new Set(words).size, states.length, `distinct words: ${words.join(' | ')}`);
    assert.equal(new Set(states.map((s) => stateLook(s).short)).size, states.length, 'distinct short forms');
    for (const state of states) {
      const look = stateLook(state);
      assert.equal(look.showsValue, ['measured', 'first_report', 'not_comparable'].includes(state), state);
      assert.equal(look.showsChange, state === 'measured', state);
      if (state !== 'measured') assert.ok(look.reason.length > 20, `${state} has a reason`);
      assert.ok(!['error', 'warning', 'close'].includes(look.icon), `${state}: ${look.icon} is not a failure icon`);
    }
    assert.equal(stateLook(undefined).state, 'not_measured');
    assert.equal(stateLook('').words, 'Not measured');
  });

  it('reads a figure without a value as its state, whatever number the API sent', () => {
    for (const state of NO_VALUE_STATES) {
      const reading = readFigure({ state, value: 0, low: 0, high: 0, change: { delta: 0 } });
      assert.equal(reading.value, null, state);
      assert.equal(reading.low, null, state);
      assert.equal(reading.change, null, state);
      assert.equal(reading.look.state, state);
    }
    assert.deepEqual(readFigure({ state: 'measured', value: 42, low: 38, high: 47 }).value, 42);
    assert.equal(readFigure({ state: 'first_report', value: 20, change: { delta: 1 } }).change, null, 'no comparison for a first report');
    assert.equal(readFigure({ value: 7 }).look.state, 'measured', 'a plain number (leaderboard cell) is a measured value');
    assert.equal(readFigure({ state: 'measured', value: null }).look.state, 'not_measured');
    assert.equal(readFigure(null).look.state, 'not_measured');
    assert.equal(readFigure('garbage').look.state, 'not_measured');
    assert.equal(notAskedAbout().look.state, NOT_ASKED_ABOUT);
  });

  it('keeps the words of read states and API text that is not a state', () => {
    assert.equal(stateWords('awaiting_first_scan'), 'Awaiting the first scan');
    assert.equal(stateWords('unmeasured'), 'No comparable previous period');
    assert.equal(stateWords('__proto__'), '  proto  ');
    assert.equal(stateWords('constructor'), 'constructor');
  });
});

describe('shared/definitions and vocabulary', () => {
  const ids: FigureId[] = ['serviceScore', 'score', 'mentioned', 'recommended', 'understood', 'praised', 'aiPart', 'webPart', 'shareOfVoice', 'band', 'range', 'change', 'clicksShowingYou', 'top10NamingYou', 'bestRank', 'monthlySearches', 'aiSearchesIt', 'pageRead', 'answerRead', 'answersRead', 'checkState', 'readiness', 'citations', 'aiVisits', 'crawlerHits', 'segmentScore'];

  it('names and defines every figure; the scope narrows a definition where the reference does', () => {
    for (const id of ids) {
      assert.ok(figureName(id), id);
      assert.ok(definitionOf(id).length > 20, id);
    }
    assert.match(definitionOf('understood'), /0\.63 × the AI part \+ 0\.37 × the web part; the AI part alone under a filter or when fewer than ten documents/);
    assert.match(definitionOf('mentioned', 'keyword'), /clicks/);
    assert.doesNotMatch(definitionOf('mentioned', 'prompt'), /clicks/);
    // "Read" meant three things; now each has its own name.
    assert.deepEqual(['pageRead', 'answerRead', 'answersRead'].map((id) => figureName(id as FigureId)), ['Page read', 'Answer read', 'Answers read']);
  });

  it('captions a figure with its scope and period, so the same word in two places says what it covers', () => {
    assert.equal(figureCaption('serviceScore', 'prompt', '4w'), "Service score · this prompt's answers · Last 4 weeks");
    assert.equal(figureCaption('serviceScore', 'brand', '1w'), 'Service score · all tracked prompts · Last week');
    assert.equal(figureCaption('score', 'keyword', undefined, 'Search score'), "Search score · this keyword's search results");
    assert.notEqual(figureCaption('serviceScore', 'keyword', '1w'), figureCaption('serviceScore', 'brand', '1w'));
  });

  it('words engines, periods and filters once for every surface', () => {
    assert.equal(engineName('openai'), 'ChatGPT');
    assert.equal(engineName('new_engine'), 'new_engine');
    assert.equal(periodLabel('12w'), 'Last 12 weeks');
    assert.equal(filterName('type'), 'Prompt type');
  });
});
