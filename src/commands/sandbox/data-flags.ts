// `--data FILE | --memory`: the flags that say which sandbox database a sandbox command works on
// (context/sandbox-data.ts resolves them).
import { Option, type Command } from 'commander';

export function addDataFlags(command: Command): Command {
  return command
    .addOption(new Option('--data <file>', 'sandbox database file (default: sandbox.db in the XDG data dir)').conflicts('memory'))
    .option('--memory', 'an in-memory database (gone when the command ends)');
}
