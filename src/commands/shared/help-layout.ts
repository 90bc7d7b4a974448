// How every --help is laid out, the way gh does it: a command's own flags in full, the flags every command takes
// (the program's) once — a short "Inherited flags" line under each command, the full list in `store help globals`
// — everything wrapped to the terminal's width, and titles styled only where colour is on (NO_COLOR, FORCE_COLOR,
// TERM=dumb and --no-color decide it once: io/tty.ts).
import type { Command, Help, HelpConfiguration, Option } from 'commander';
import { bold } from '../../io/color.js';
import { wrapWords } from '../../io/wrap-words.js';

/** The command that lists the program's flags in full (`store help globals`, `store globals --help`). */
export const GLOBALS_COMMAND = 'globals';

/** How far a description under its term is indented. */
const UNDER_TERM_INDENT = 6;

/**
 * A help note (text after the options: keys, exit codes, caveats) wrapped to the width the help is printed at, each
 * line keeping its own indent. Example lines (`  $ store …`) are left whole: they are copied as they are.
 */
export function withNotes(command: Command, text: string): Command {
  return command.addHelpText('after', ({ command: shown }) =>
    text
      .split('\n')
      .map((line) => {
        const indent = /^ */.exec(line)![0];
        return line.trimStart().startsWith('$ ') ? line : wrapWords(line.slice(indent.length), helpWidthOf(shown), indent);
      })
      .join('\n'),
  );
}

/** The width help is printed at (the terminal's; 80 when it is not one). */
const helpWidthOf = (command: Command): number => command.configureOutput().getOutHelpWidth?.() ?? 80;

const flagName = (option: Option) => (option.short && option.long ? `${option.short}/${option.long}` : (option.long ?? option.short ?? option.flags));

/** The program's flags a command inherits (every one but --version, which only the program answers). */
function inheritedFlags(cmd: Command): Option[] {
  const found: Option[] = [];
  for (let ancestor = cmd.parent; ancestor; ancestor = ancestor.parent) found.push(...ancestor.options.filter((o) => !o.hidden && o.long !== '--version'));
  return found;
}

/** The layout every command's help uses; `colour()` says whether titles may be styled. */
export function helpLayout(colour: () => boolean): HelpConfiguration {
  return {
    showGlobalOptions: false,
    sortSubcommands: false,
    styleTitle: (title: string) => bold(title, colour()),
    /** Beside its term when there is room, else under it: a description never runs past the width unwrapped. */
    formatItem(this: Help, term: string, termWidth: number, description: string, helper: Help): string {
      const width = this.helpWidth ?? 80;
      // Commander wraps a description beside its term only with minWidthToWrap columns left (indent 2, spacer 2).
      if (!description || width - termWidth - 4 >= this.minWidthToWrap) return Object.getPrototypeOf(this).formatItem.call(this, term, termWidth, description, helper);
      return `  ${term}\n${wrapWords(description, width, ' '.repeat(UNDER_TERM_INDENT))}`;
    },
    /** The command's own help, then its inherited flags in one short paragraph (not under `globals`, which lists them). */
    formatHelp(this: Help, cmd: Command, helper: Help): string {
      const own: string = Object.getPrototypeOf(this).formatHelp.call(this, cmd, helper);
      const inherited = cmd.name() === GLOBALS_COMMAND ? [] : inheritedFlags(cmd);
      if (inherited.length === 0) return own;
      const names = `${inherited.map(flagName).join(', ')} — each described in \`store help ${GLOBALS_COMMAND}\``;
      return `${own.replace(/\n*$/, '\n')}\n${helper.styleTitle('Inherited flags:')}\n${wrapWords(names, this.helpWidth ?? 80, '  ')}\n`;
    },
  };
}

/**
 * `store globals` (and `store help globals`): every flag the program takes, described in full. Each command's help
 * only names them.
 */
export function registerGlobals(program: Command, colour: () => boolean): Command {
  const command = program
    .command(GLOBALS_COMMAND)
    .description('The flags every command takes (before or after the command), e.g. --json, --yes, --profile')
    .configureHelp({ ...helpLayout(colour), showGlobalOptions: true });
  command.action(() => command.outputHelp());
  return command;
}
