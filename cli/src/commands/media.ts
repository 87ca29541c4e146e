import { Option, type Command } from 'commander';
import {
  createS3MediaStore,
  loadSettings,
  mediaFolderOf,
  migrateMediaToS3,
  s3OptionsFrom,
  type MediaMigrationProgress,
} from '@dreamweaver/bff';
import { CommandFailure } from '../command-failure.ts';
import { printJson, printLines, type CliIo } from '../io.ts';

/** How often a long copy says how far it is (files). */
const PROGRESS_EVERY = 25;

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

const progressLine = (p: MediaMigrationProgress) =>
  `${p.done}/${p.total} files: ${p.copied} copied, ${p.alreadyThere} already there, ${p.failed} failed`;

export function mediaCommand(program: Command, io: CliIo) {
  const media = program.command('media').description('look after the stored pictures and narration');

  media
    .command('migrate')
    .description(
      'copy the media folder of DATA_DIR into the S3 bucket of S3_BUCKET (safe to run again: copies only what is missing or different)',
    )
    .addOption(new Option('--to <store>', 'where to copy the media').choices(['s3']).makeOptionMandatory())
    .option('--json', 'print the summary as JSON')
    .action(async ({ json }: { to: 's3'; json?: boolean }) => {
      const settings = loadSettings(io.env);
      const s3 = s3OptionsFrom(settings);
      if (!s3)
        throw new CommandFailure('S3_BUCKET is not set: set the S3_* settings of the bucket to copy the media to');
      const target = createS3MediaStore(s3);
      const folder = mediaFolderOf(settings.dataDir);
      try {
        const report = await migrateMediaToS3(folder, target, {
          onProgress: (progress) => {
            if (progress.done % PROGRESS_EVERY === 0 && progress.done < progress.total)
              io.err(`${progressLine(progress)}\n`);
          },
        });
        if (json) printJson(io, report);
        else
          printLines(
            io,
            `Media from ${report.folder} to bucket ${report.bucket}:`,
            `${report.total} files (${megabytes(report.bytesTotal)}): ${report.copied} copied and verified (${megabytes(report.bytesCopied)}), ` +
              `${report.alreadyThere} already there with the same checksum, ${report.failed.length} failed.`,
            ...report.failed.map((f) => `  failed: ${f.key}: ${f.reason}`),
          );
        if (report.failed.length) {
          throw new CommandFailure(
            `${report.failed.length} of ${report.total} media files were not copied; run the command again to retry them`,
          );
        }
      } finally {
        target.close();
      }
    });
}
