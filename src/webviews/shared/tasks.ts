// Open tasks (keyword read) and open actions (prompt read) share the task shape: title, stage, the service's note to
// the member, and evidence (answers and prompts). One card and one Markdown form for both.
import type { KeywordTask } from '../../shared/api/schemas';
import { badge, ext, extLink, panelLink } from './components';
import { h, type VElement } from './dom';
import { humanize, isNumber, type Format } from './format';
import { mdBlocks, mdHeading, mdLink, mdList, mdText } from './markdown';
import type { RenderContext } from './panel';
import { safeExternalUrl } from '../../shared/url';

const NOTE_LABELS: readonly (readonly [keyof NonNullable<KeywordTask['note']>, string])[] = [
  ['whats_happening', "What's happening"],
  ['why_it_matters', 'Why it matters'],
  ['what_ill_do', "What I'll do"],
  ['what_i_need_from_you', 'What I need from you'],
  ['how_well_know', "How we'll know"],
  ['short_form', 'In short'],
];

/** A link object worth showing: only absolute http(s) links can be opened, so others (relative paths into the
 * service's web app) are left out rather than shown as dead text. */
function link(x: unknown): { href: string; label: string | null } | null {
  if (typeof x !== 'object' || x === null) return null;
  const { href, label } = x as { href?: unknown; label?: unknown };
  return safeExternalUrl(href) === null ? null : { href: href as string, label: typeof label === 'string' && label !== '' ? label : null };
}

/** "Kind · stage · holder" words and dates a person scans first. */
function taskMeta(task: KeywordTask, fmt: Format): string[] {
  const meta: string[] = [];
  for (const value of [task.kind, task.stage, task.group, task.outcome]) if (value) meta.push(humanize(value));
  if (isNumber(task.placed_position)) meta.push(`placed at #${fmt.int(task.placed_position)}`);
  if (isNumber(task.not_seen_since_run) && task.not_seen_since_run > 0) meta.push(`not seen for ${fmt.int(task.not_seen_since_run)} runs`);
  if (task.created_at) meta.push(`opened ${fmt.date(task.created_at)}`);
  return meta;
}

function notes(task: KeywordTask): [string, string][] {
  const note = task.note;
  if (!note) return [];
  return NOTE_LABELS.flatMap(([key, label]) => {
    const text = note[key];
    return typeof text === 'string' && text !== '' ? [[label, text] as [string, string]] : [];
  });
}

function taskCard(task: KeywordTask, rc: RenderContext): VElement {
  const answers = link(task.evidence?.answers_link);
  const setup = link((task as { setup_link?: unknown }).setup_link);
  const prompts = task.evidence?.prompts ?? [];
  return h(
    'li',
    { class: 'task' },
    h('h3', { class: 'ext' }, task.title || humanize(task.kind ?? 'task')),
    h('p', { class: 'muted' }, taskMeta(task, rc.fmt).map((m, i) => (i === 0 ? badge(m) : ` · ${m}`))),
    task.detail ? h('p', { class: 'ext' }, task.detail) : null,
    notes(task).length === 0
      ? null
      : h('dl', { class: 'note' }, notes(task).map(([label, text]) => h('div', null, h('dt', null, label), h('dd', { class: 'ext' }, text)))),
    answers ? h('p', null, extLink(answers.href, 'See the answers', rc)) : null,
    prompts.length === 0
      ? null
      : h(
          'ul',
          { class: 'evidence' },
          prompts.map((p) => {
            const promptAnswers = link(p.answers_link);
            return h(
              'li',
              null,
              p.prompt_uid ? panelLink('prompt', p.prompt_uid, p.text ?? 'Prompt', rc) : ext(p.text ?? 'Prompt'),
              isNumber(p.named_count) && isNumber(p.answer_count) ? ` — named in ${rc.fmt.int(p.named_count)} of ${rc.fmt.int(p.answer_count)} answers` : null,
              promptAnswers ? [' · ', extLink(promptAnswers.href, 'answers', rc)] : null,
            );
          }),
        ),
    setup ? h('p', null, extLink(setup.href, setup.label ?? 'Set up', rc)) : null,
  );
}

export function taskList(tasks: readonly KeywordTask[] | undefined, rc: RenderContext, empty: string): VElement {
  if (!tasks || tasks.length === 0) return h('p', { class: 'empty' }, empty);
  return h('ul', { class: 'tasks' }, tasks.map((task) => taskCard(task, rc)));
}

export function tasksMarkdown(tasks: readonly KeywordTask[] | undefined, fmt: Format, empty: string): string {
  if (!tasks || tasks.length === 0) return mdText(empty);
  return mdBlocks(
    tasks.map((task) => {
      const answers = link(task.evidence?.answers_link);
      const setup = link((task as { setup_link?: unknown }).setup_link);
      const lines = [
        ...notes(task).map(([label, text]) => `**${mdText(label)}:** ${mdText(text)}`),
        ...(task.evidence?.prompts ?? []).map((p) => {
          const counts = isNumber(p.named_count) && isNumber(p.answer_count) ? ` (named in ${fmt.int(p.named_count)} of ${fmt.int(p.answer_count)} answers)` : '';
          const promptAnswers = link(p.answers_link);
          return `Prompt: ${mdText(p.text ?? '')}${counts}${promptAnswers ? `, ${mdLink('answers', promptAnswers.href)}` : ''}`;
        }),
        ...(answers ? [mdLink('See the answers', answers.href)] : []),
        ...(setup ? [mdLink(setup.label ?? 'Set up', setup.href)] : []),
      ];
      return mdBlocks([
        mdHeading(3, mdText(task.title || humanize(task.kind ?? 'task'))),
        mdText(taskMeta(task, fmt).join(' · ')),
        task.detail ? mdText(task.detail) : null,
        lines.length > 0 ? mdList(lines) : null,
      ]).trimEnd();
    }),
  ).trimEnd();
}
