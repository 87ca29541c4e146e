import type { Command } from 'commander';
import { storyIdParamsSchema, storySearchQuerySchema, type AdminStory } from '@dreamweaver/contracts';
import {
  allPages,
  assignStory,
  findUserByReference,
  listStories,
  retryStory,
  setGalleryHidden,
  showStory,
  storyUsage,
  validate,
} from '@dreamweaver/bff';
import { costTotal, usageColumns } from './budget.ts';
import { withAdminSession } from '../admin-session.ts';
import { printJson, printLines, type CliIo } from '../io.ts';
import { formatTable, shortDateTime, type Column } from '../table.ts';

const ownerName = (story: AdminStory) => (story.userId === null ? 'Not assigned' : (story.username ?? 'Unknown user'));

const storyColumns: Column<AdminStory>[] = [
  { header: 'ID', value: (s) => s.id },
  { header: 'TITLE', value: (s) => s.title, maxWidth: 48 },
  { header: 'STATUS', value: (s) => s.generationStatus },
  { header: 'PAID', value: (s) => (s.isPaid ? 'yes' : 'no') },
  // 'refund needed': paid, and the story failed for good (storyctl payments refund <storyId>).
  {
    header: 'REFUND',
    value: (s) => (s.refundStatus === 'needed' ? 'needed' : s.refundStatus === 'refunded' ? 'refunded' : '-'),
  },
  // Scenes of a completed story still without narration (the background retry may add it later).
  { header: 'NO AUDIO', value: (s) => (s.scenesWithoutAudio.length ? s.scenesWithoutAudio.join(',') : '-') },
  { header: 'ASSIGNED TO', value: ownerName },
  { header: 'CREATED (UTC)', value: (s) => shortDateTime(s.createdAt) },
];

/** Where the story stands in the Recent Stories gallery. */
const galleryState = (story: AdminStory) =>
  story.galleryHidden
    ? `hidden by the admin${story.shared ? ' (shared by its creator)' : ''}`
    : story.shared
      ? 'shown (shared by its creator)'
      : 'not shared';

const storyId = (id: string) => validate(storyIdParamsSchema, { storyId: id }).storyId;

export function storiesCommand(program: Command, io: CliIo) {
  const stories = program.command('stories').description('list, inspect, assign and hide stories');

  listCommand(stories, io);
  showCommand(stories, io);
  retryCommand(stories, io);
  assignCommand(stories, io);
  galleryCommands(stories, io);
}

/** `stories list`: the stories as a table (or JSON), filtered by owner, title or id, or failure. */
function listCommand(stories: Command, io: CliIo) {
  stories
    .command('list')
    .description('list stories, newest first')
    .option('--user <username|id>', "only this user's stories")
    .option('--search <text>', 'only stories whose title or id contains the text (any case)')
    .option('--failed', 'only stories whose generation failed (retry them with "stories retry")')
    .option('--json', 'print JSON instead of a table')
    .action(
      async ({ user, search, failed, json }: { user?: string; search?: string; failed?: boolean; json?: boolean }) => {
        const filter = validate(storySearchQuerySchema, { search, failed: failed ? 'true' : undefined });
        const rows = await withAdminSession(io, async ({ db }) => {
          const ownerId = user === undefined ? undefined : (await findUserByReference(db, user)).id;
          return allPages((page) => listStories(db, { ...filter, ownerId }, page));
        });
        if (json) return printJson(io, rows);
        const empty = filter.search
          ? 'No matching stories found'
          : user
            ? 'No stories found for this user'
            : filter.failed
              ? 'No failed stories found'
              : 'No stories found';
        printLines(io, rows.length ? formatTable(storyColumns, rows) : empty);
      },
    );
}

/** `stories show <storyId>`: one story, field by field. */
function showCommand(stories: Command, io: CliIo) {
  stories
    .command('show')
    .description(
      'show one story: owner, status, progress, payment, scenes, any failure reason, and what its AI calls cost',
    )
    .argument('<storyId>', 'the story id')
    .option('--json', 'print JSON instead of text')
    .action(async (id: string, { json }: { json?: boolean }) => {
      const [story, usage] = await withAdminSession(io, ({ db, settings }) =>
        Promise.all([showStory(db, storyId(id)), storyUsage(db, settings.AI_PRICES, storyId(id))]),
      );
      if (json) return printJson(io, { ...story, usage });
      const fields: [string, string][] = [
        ['ID', story.id],
        ['Title', story.title],
        ['Summary', story.summary || '-'],
        ['Assigned to', story.userId === null ? 'Not assigned' : `${ownerName(story)} (id ${story.userId})`],
        ['Language', story.language],
        ['Status', `${story.generationStatus} (${story.progress}%, step ${story.currentStep} of 4)`],
        ['Paid', story.isPaid ? `yes${story.paidAt ? `, ${shortDateTime(story.paidAt)} UTC` : ''}` : 'no'],
        ['Scenes', String(story.sceneCount)],
        ['Gallery', `${galleryState(story)}${story.isSample ? ', sample story' : ''}`],
        ...(story.scenesWithoutAudio.length
          ? ([['No audio', `scene(s) ${story.scenesWithoutAudio.join(', ')}`]] as [string, string][])
          : []),
        ...(story.refundStatus ? ([['Refund', story.refundStatus]] as [string, string][]) : []),
        ['Created', `${shortDateTime(story.createdAt)} UTC`],
        ...(story.failureReason ? ([['Failure', story.failureReason]] as [string, string][]) : []),
        ['AI cost', usage.lines.length ? costTotal(usage.costUsd, usage.unknownCalls) : 'none (no paid AI calls)'],
      ];
      const width = Math.max(...fields.map(([label]) => label.length)) + 2;
      printLines(io, ...fields.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`));
      if (usage.lines.length) printLines(io, '', formatTable(usageColumns, usage.lines));
    });
}

/** `stories retry <storyId>`: a failed story queued again. */
function retryCommand(stories: Command, io: CliIo) {
  stories
    .command('retry')
    .description('queue a failed story again, with a fresh generation deadline')
    .argument('<storyId>', 'the story id')
    .option('--json', 'print JSON instead of text')
    .action(async (id: string, { json }: { json?: boolean }) => {
      const story = await withAdminSession(io, ({ db }) => retryStory(db, storyId(id)));
      if (json) return printJson(io, story);
      printLines(io, `Story ${story.id} ("${story.title}") is queued again (${story.generationStatus}).`);
    });
}

/** `stories assign <storyId> <user|none>`: a story given to a user, or to nobody. */
function assignCommand(stories: Command, io: CliIo) {
  stories
    .command('assign')
    .description(
      'give a story to a user, or to nobody with "none"; its invite links are closed, and a story with recorded voices moves only with --delete-voices',
    )
    .argument('<storyId>', 'the story id')
    .argument('<user>', 'username or id of the new owner, or "none" to unassign')
    .option('--delete-voices', "delete the story's recorded voices (kept or pending) and their files in the move")
    .option('--json', 'print JSON instead of text')
    .action(async (id: string, user: string, { json, deleteVoices }: { json?: boolean; deleteVoices?: boolean }) => {
      const owner = user.trim().toLowerCase() === 'none' ? null : user;
      const story = await withAdminSession(io, ({ db, media, logger }) =>
        assignStory({ db, media, logger }, storyId(id), owner, { deleteVoices }),
      );
      if (json) return printJson(io, story);
      printLines(
        io,
        story.userId === null
          ? `Story ${story.id} ("${story.title}") is now not assigned.`
          : `Story ${story.id} ("${story.title}") is now assigned to ${story.username} (id ${story.userId}).`,
      );
    });
}

/** `stories hide|unhide <storyId>`: a story kept out of the gallery, or let back in. */
function galleryCommands(stories: Command, io: CliIo) {
  for (const [name, hidden] of [
    ['hide', true],
    ['unhide', false],
  ] as const) {
    stories
      .command(name)
      .description(
        hidden
          ? 'keep a story out of the Recent Stories gallery, even when its creator shares it'
          : 'let a hidden story show in the gallery again (if its creator shares it)',
      )
      .argument('<storyId>', 'the story id')
      .option('--json', 'print JSON instead of text')
      .action(async (id: string, { json }: { json?: boolean }) => {
        const story = await withAdminSession(io, ({ db }) => setGalleryHidden(db, storyId(id), hidden));
        if (json) return printJson(io, story);
        printLines(io, `Story ${story.id} ("${story.title}") in the gallery: ${galleryState(story)}.`);
      });
  }
}
