import type { Command } from 'commander';
import { childProfileCounts, findUserByReference } from '@dreamweaver/bff';
import { withAdminSession } from '../admin-session.ts';
import { printJson, printLines, terminalSafe, type CliIo } from '../io.ts';
import { formatTable, type Column } from '../table.ts';

// Child profiles are the parents' own: the admin sees how many and their ids, never a name,
// an age, a look or a fact (the same rule as the admin dashboard).

type ProfileCount = { id: string; storyCount: number };

const columns: Column<ProfileCount>[] = [
  { header: 'ID', value: (p) => p.id },
  { header: 'STORIES', value: (p) => p.storyCount, align: 'right' },
];

export function childrenCommand(program: Command, io: CliIo) {
  const children = program.command('children').description("count an account's child profiles (no details)");
  children
    .command('list')
    .description("an account's child profiles: ids and story counts only")
    .requiredOption('--user <username|id>', 'the account')
    .option('--json', 'print JSON instead of a table')
    .action(async ({ user, json }: { user: string; json?: boolean }) => {
      const { owner, profiles } = await withAdminSession(io, async ({ db }) => {
        const found = await findUserByReference(db, user);
        return { owner: found, profiles: await childProfileCounts(db, found.id) };
      });
      if (json) return printJson(io, { userId: owner.id, count: profiles.length, profiles });
      const heading = `${terminalSafe(owner.username)} (id ${owner.id}): ${profiles.length} child profile${profiles.length === 1 ? '' : 's'}`;
      printLines(io, profiles.length ? `${heading}\n${formatTable(columns, profiles)}` : heading);
    });
}
