import type { Command } from 'commander';
import type { DeletedAccount } from '@dreamweaver/contracts';
import { deleteAccount, findUserByReference } from '@dreamweaver/bff';
import { withAdminSession } from '../admin-session.ts';
import { CommandFailure } from '../command-failure.ts';
import { printJson, printLines, terminalSafe, type CliIo } from '../io.ts';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * `users delete <username>`: the account and everything of it, as a parent deleting it from the
 * account menu (the same service). The admin types the account's name to confirm; `--yes` is for
 * scripts; with neither a terminal nor --yes nothing is deleted.
 */
export function deleteUserCommand(users: Command, io: CliIo) {
  users
    .command('delete')
    .description(
      "delete an account and everything of it: its sessions, child profiles and stories with their files (a paid story's payment is kept only as the provider's reference and the amount)",
    )
    .argument('<username>', 'the account name (or its id)')
    .option('--yes', 'do not ask to type the name (for scripts)')
    .option('--json', 'print JSON instead of text')
    .action(async (username: string, { yes, json }: { yes?: boolean; json?: boolean }) => {
      const ask = io.ask;
      if (!yes && !ask) {
        throw new CommandFailure(
          'not deleting without a confirmation: run this in a terminal to type the account name, or pass --yes',
        );
      }
      const deleted = await withAdminSession(io, async ({ db, media, logger }) => {
        const user = await findUserByReference(db, username);
        if (!yes) await confirmByName(io, ask!, user.username, user.id);
        return deleteAccount({ db, media, logger }, user.id);
      });
      if (json) return printJson(io, deleted);
      printLines(io, summary(deleted));
    });
}

async function confirmByName(io: CliIo, ask: (question: string) => Promise<string>, name: string, id: number) {
  io.err(
    terminalSafe(
      `This deletes the account ${name} (id ${id}) for good: its sessions, its child profiles and its stories ` +
        'with their pictures, narration, recorded voices, invite links and built books.\n',
    ),
  );
  const typed = await ask(terminalSafe(`Type the account name (${name}) to delete it: `));
  if (typed.trim() !== name) throw new CommandFailure(`the name typed is not "${name}": nothing was deleted`);
}

function summary(deleted: DeletedAccount): string {
  const kept = deleted.keptPaymentRecords
    ? ` Kept without any link to it: ${plural(deleted.keptPaymentRecords, 'payment record')} (provider reference and amount, for bookkeeping).`
    : '';
  return (
    `Deleted account ${deleted.username}: ${plural(deleted.stories, 'story', 'stories')}, ` +
    `${plural(deleted.childProfiles, 'child profile')}, ${plural(deleted.recordedVoices, 'recorded voice')}.${kept}`
  );
}
