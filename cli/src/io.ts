import { createInterface } from 'node:readline/promises';

/** Where storyctl writes and what environment it reads; main.ts passes the real process's. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  env: NodeJS.ProcessEnv;
  /**
   * Asks the operator at a terminal and answers the line typed. Absent when nobody can answer
   * (standard input is not a terminal: a script, a pipe, CI), so a command that must be confirmed refuses.
   */
  ask?(question: string): Promise<string>;
}

/** The question on stderr (stdout stays the command's output), the answer from the terminal. */
async function askAtTerminal(question: string): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await terminal.question(question);
  } finally {
    terminal.close();
  }
}

export const processIo: CliIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  env: process.env,
  ...(process.stdin.isTTY ? { ask: askAtTerminal } : {}),
};

// Stored text goes to the operator's terminal, which obeys control characters: ESC starts colour,
// title and OSC 8 link sequences, BEL rings, C1 controls act as ESC sequences on some terminals.
// The API refuses them now, but older rows (and anything typed on the command line) may hold them,
// so every printed text shows them as visible symbols instead: C0 as its Control Pictures sign
// (ESC as ␛), DEL as ␡, C1 as U+FFFD. Newline and tab stay (listings flatten them per cell).
const TERMINAL_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

export function terminalSafe(text: string): string {
  return text.replace(TERMINAL_CONTROL, (c) => {
    const code = c.charCodeAt(0);
    if (code < 0x20) return String.fromCharCode(0x2400 + code);
    return code === 0x7f ? '\u2421' : '\ufffd';
  });
}

/** JSON escapes C0 itself; DEL and C1 are escaped too (`\u009b`), which is still the same JSON. */
export function printJson(io: CliIo, value: unknown) {
  const json = JSON.stringify(value, null, 2).replace(
    /[\u007f-\u009f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  io.out(`${json}\n`);
}

export function printLines(io: CliIo, ...lines: string[]) {
  io.out(`${terminalSafe(lines.join('\n'))}\n`);
}
