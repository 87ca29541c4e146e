/** Where storyctl writes and what environment it reads; main.ts passes the real process's. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  env: NodeJS.ProcessEnv;
}

export const processIo: CliIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  env: process.env,
};

export function printJson(io: CliIo, value: unknown) {
  io.out(`${JSON.stringify(value, null, 2)}\n`);
}

export function printLines(io: CliIo, ...lines: string[]) {
  io.out(`${lines.join('\n')}\n`);
}
