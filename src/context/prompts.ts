// Questions to a person: asked only when someone can answer (terminals, no --no-input, not CI); otherwise an error
// that names the flag which answers the question up front.
import { UsageError } from '../io/cli-errors.js';
import type { IO } from '../io/io.js';
import { promptConfirm, promptLine } from '../io/prompt.js';
import { isCi, type Env } from '../io/tty.js';

/** The error for a question nobody can answer: it names the flag that answers it up front. */
export function confirmationRequired(flag: string): UsageError {
  return new UsageError(`confirmation required: pass ${flag} to go ahead without a prompt`);
}

export interface Prompter {
  canPrompt(): boolean;
  confirm(question: string, options: { flag: string }): Promise<boolean>;
  prompt(question: string, options: { flag: string; hidden?: boolean }): Promise<string>;
}

export function createPrompter(io: IO, env: Env, flags: { input: boolean; yes?: boolean }): Prompter {
  const prompter: Prompter = {
    canPrompt: () => io.isStdinTTY && io.isStdoutTTY && flags.input && !isCi(env),
    async confirm(question, { flag }) {
      if (flags.yes) return true;
      if (!prompter.canPrompt()) throw confirmationRequired(flag);
      return promptConfirm(io, question);
    },
    async prompt(question, { flag, hidden }) {
      if (!prompter.canPrompt()) throw new UsageError(`input required: ${flag}`);
      return promptLine(io, question, { hidden });
    },
  };
  return prompter;
}
