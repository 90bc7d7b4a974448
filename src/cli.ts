// The command tree. Everything is imported lazily (start-up budget: bin/store.js answers `store --version` before
// the bundle loads); only the noun named on the command line is imported, and `store --help` lists every noun
// from the table below without importing any.
import type { Command, CommanderError } from 'commander';
import { CLIENT_VERSION } from './client/version.js';
import type { Context } from './context.js';

interface NounModule {
  /** `verb`: the one the command line names after the noun (a noun may load only that verb's module). */
  register(program: Command, ctx: Context, verb?: string): Command | Promise<Command>;
}

interface Noun {
  name: string;
  /** Other names of the noun (`categories` is what Catalog V3 calls collections). */
  aliases?: readonly string[];
  description: string;
  load: () => Promise<NounModule>;
  /** Reads the whole command tree (completion): when the command line names it, every noun is registered. */
  wholeTree?: boolean;
}

export const NOUNS: readonly Noun[] = [
  { name: 'products', description: 'Products: list, show, create, update, delete, browse, import, export, variants, media', load: () => import('./commands/products/index.js') },
  { name: 'collections', aliases: ['categories'], description: 'Manage collections (categories on Catalog V3) and which products they hold', load: () => import('./commands/collections/index.js') },
  { name: 'variants', description: 'List and show store variants (every sellable variant in the catalog)', load: () => import('./commands/variants/index.js') },
  { name: 'inventory', aliases: ['stock'], description: "Each variant's stock: list, set, adjust (+N/-N), track or untrack", load: () => import('./commands/inventory/index.js') },
  { name: 'status', description: 'Show which store commands act on, the credentials present and where each setting came from', load: () => import('./commands/status/index.js') },
  { name: 'config', description: 'Read and change settings of the active profile', load: () => import('./commands/config/index.js') },
  { name: 'profile', description: 'List, add, switch and remove profiles', load: () => import('./commands/profile/index.js') },
  { name: 'bulk', description: 'Change price, cost, weight, brand, ribbon or stock on many products (preview, backup, undo)', load: () => import('./commands/bulk/index.js') },
  { name: 'seed', description: 'Create a test store from a JSON or YAML fixture (idempotent; prints the ids)', load: () => import('./commands/seed/index.js') },
  { name: 'sandbox', description: 'Run and inspect the local sandbox (serve, wait, info, reset, mailbox, settings)', load: () => import('./commands/sandbox/index.js') },
  { name: 'cart', description: "The shopper's cart: add items, coupons, totals, checkout", load: () => import('./commands/cart/index.js') },
  { name: 'redirect-session', description: 'URLs on the hosted pages: checkout, login, product, bookings, events, plans', load: () => import('./commands/redirect-session/index.js') },
  { name: 'login', description: 'Log in as a member (hosted page in the browser, --password, or --member-id)', load: () => import('./commands/login/index.js') },
  { name: 'logout', description: 'Log out: end the member session and forget its tokens', load: () => import('./commands/logout/index.js') },
  { name: 'register', description: 'Register a new member', load: () => import('./commands/register/index.js') },
  { name: 'whoami', description: 'Show the visitor/member session of this profile', load: () => import('./commands/whoami/index.js') },
  { name: 'auth', description: 'Member identity steps: verify, recover, reset, change-password, activation-email, sign-on, token', load: () => import('./commands/auth/index.js') },
  { name: 'events', description: 'Webhook events: listen (verify, print, forward), verify one, trigger (sandbox)', load: () => import('./commands/events/index.js') },
  { name: 'completion', description: 'Print a shell completion script: store completion bash|zsh|fish', load: () => import('./commands/completion/index.js'), wholeTree: true },
  { name: 'graphql', description: 'Run a GraphQL query against the store', load: () => import('./commands/graphql/index.js') },
];

/**
 * The noun the command line names (`store [globals] NOUN …`, or `store help NOUN`). `valueOptions` are the global
 * options that take a value, whose values must be skipped.
 */
export function findNoun(argv: readonly string[], valueOptions: ReadonlySet<string>): string | undefined {
  return positionals(argv, valueOptions)[0];
}

/** The command line's words that are not options (nor the values of `valueOptions`), `help` left out. */
function positionals(argv: readonly string[], valueOptions: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') return [...found, ...argv.slice(i + 1)];
    if (arg.startsWith('-')) {
      if (valueOptions.has(arg)) i++;
      continue;
    }
    if (arg !== 'help') found.push(arg);
  }
  return found;
}

const PROGRAM_EXAMPLES = [
  'store products list',
  'store products get sun-hat --json',
  'store products create --name "Blue shirt" --price 19.99 --option "Size=S,M,L"',
  'store collections add-products summer ceramic-mug oak-cutting-board',
  'store sandbox serve --port 4010',
  'STORE_API_URL=https://www.wixapis.com STORE_API_KEY=… STORE_SITE_ID=… store products list --all --jsonl',
];

const PROGRAM_NOTES = `
With no profile and no STORE_* variables, commands run against the embedded local sandbox.
Exit codes: 0 ok, 1 error, 2 bad usage (nothing sent), 4 authentication, 5 not found, 6 partial failure, 130 interrupted.
`;

/** The commander tree, with the nouns `argv` names registered for real (all of them with `all`). */
export async function buildProgram(ctx: Context, argv: readonly string[] = [], options: { all?: boolean } = {}): Promise<Command> {
  // Imported here, not at the top: their bodies run only when a command line is parsed (the build keeps them in the
  // first chunk, scripts/coarse-chunks.mjs).
  const [{ Command, Option }, { GLOBALS_COMMAND, helpLayout, registerGlobals, withNotes }, { withExamples }] = await Promise.all([
    import('commander'),
    import('./commands/shared/help-layout.js'),
    import('./commands/shared/help.js'),
  ]);
  const program = new Command('store')
    .description('Command-line client and local sandbox for the online-store platform')
    .version(CLIENT_VERSION, '-V, --version', 'print the version')
    .option('--profile <name>', 'use this profile (env STORE_PROFILE)')
    .addOption(new Option('--api-url <url>', 'API base URL (env STORE_API_URL)'))
    .addOption(new Option('--sandbox', 'use the embedded local sandbox (env STORE_SANDBOX=1)').conflicts('apiUrl'))
    .option('--site-id <id>', 'site the admin key acts on (env STORE_SITE_ID)')
    .option('--client-id <id>', 'OAuth app client id (env STORE_CLIENT_ID)')
    .option('--catalog <auto|v1|v3>', 'which catalog API the store speaks (env STORE_CATALOG; default auto: ask the store once)')
    .addOption(new Option('--json', 'print JSON (wire field names)').conflicts('jsonl'))
    .option('--jsonl', 'print one JSON object per line')
    .option('--fields <paths>', 'only these fields, e.g. id,name,slug (a product\'s price: actualPriceRange on Catalog V3, priceData on V1)')
    .option('--no-color', 'no colours (also NO_COLOR, TERM=dumb)')
    .option('--no-input', 'never prompt; fail naming the flag to pass (implied by CI=true)')
    .option('-y, --yes', 'skip confirmations')
    .option('--verbose', 'trace HTTP requests to stderr (secrets redacted)')
    .option('-q, --quiet', 'no progress lines or screens (a terminal shows them for work over a second)')
    .option('--timeout <seconds>', 'the longest one request may take, retries apart (env STORE_TIMEOUT; default 30)')
    .configureHelp(helpLayout(colour))
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => ctx.io.stdout.write(text),
      writeErr: (text) => ctx.io.stderr.write(text),
      // Usage errors are printed by the one error handler in main().
      outputError: () => {},
      // Help is wrapped to the terminal (80 columns elsewhere: io/tty.ts) and styled only where colour is on.
      getOutHelpWidth: () => ctx.io.columns,
      getErrHelpWidth: () => ctx.io.columns,
      getOutHasColors: colour,
      getErrHasColors: colour,
    })
    .hook('preAction', () => ctx.setGlobals(program.opts()));
  withNotes(withExamples(program, ...PROGRAM_EXAMPLES), PROGRAM_NOTES);
  // Help is printed before any action runs (so before setGlobals): --no-color is read from the parsed flags here.
  function colour(): boolean {
    return ctx.io.color && program.opts().color !== false;
  }

  const valueOptions = new Set(program.options.filter((option) => option.required && option.long).map((option) => option.long!));
  const [named, verb] = positionals(argv, valueOptions);
  const all = options.all || NOUNS.some((noun) => noun.wholeTree && noun.name === named);
  for (const noun of NOUNS) {
    // The table's description is the noun's one line everywhere; a single-verb noun may register a longer one.
    const wanted = all || noun.name === named || (named !== undefined && noun.aliases?.includes(named));
    const command = wanted ? await (await noun.load()).register(program, ctx, all ? undefined : verb) : program.command(noun.name);
    if (noun.aliases) command.aliases([...noun.aliases]);
    if (!command.description()) command.description(noun.description);
  }
  withExamples(registerGlobals(program, colour), `store help ${GLOBALS_COMMAND}`, `store ${GLOBALS_COMMAND} --help`);
  return program;
}

const HELP_OR_VERSION = new Set(['commander.helpDisplayed', 'commander.help', 'commander.version']);

/** Commander's own errors as the CLI's: usage problems exit 2 with commander's suggestion as the hint. */
async function fromCommander(error: CommanderError): Promise<Error | undefined> {
  if (HELP_OR_VERSION.has(error.code)) return undefined;
  const { UsageError } = await import('./io/cli-errors.js');
  const [message, ...rest] = error.message.replace(/^error:\s*/, '').split('\n');
  const hint = rest.join(' ').replace(/^\((.*)\)$/, '$1').trim();
  return new UsageError(message, { hint: hint || 'Run with --help for usage.' });
}

/** Runs one command line and returns the exit code. */
export async function main(argv: string[], given?: Context): Promise<number> {
  const [{ createContext }, { createProcessIo }, { reportError }, { CommanderError }, { ExitCode, InterruptedError }] = await Promise.all([
    import('./context.js'),
    import('./io/tty.js'),
    import('./io/report-error.js'),
    import('commander'),
    import('./io/cli-errors.js'),
  ]);
  const ctx = given ?? createContext({ io: createProcessIo(process.env), env: process.env });
  // Before anything is printed: help and usage errors come before the command's globals are read.
  if (argv.includes('--no-color')) ctx.io.color = false;
  const jsonErrors = () => ctx.globals.json || ctx.globals.jsonl || argv.includes('--json') || argv.includes('--jsonl');
  const run = async () => {
    const program = await buildProgram(ctx, argv);
    await program.parseAsync(argv, { from: 'user' });
  };
  try {
    try {
      await run();
    } catch (first) {
      // The store's catalog version changed since it was remembered (its 428): once more, on the version it speaks now.
      if (first instanceof CommanderError || !(await ctx.recheckCatalogVersion(first))) throw first;
      await run();
    }
    return 0;
  } catch (caught) {
    let error = caught;
    if (caught instanceof CommanderError) {
      error = await fromCommander(caught);
      if (!error) return 0;
    }
    // Ctrl-C needs no message: the exit code says it.
    if (error instanceof InterruptedError) return ExitCode.interrupted;
    return reportError(ctx.io, error, { json: jsonErrors(), verbose: ctx.globals.verbose === true || argv.includes('--verbose') });
  } finally {
    if (!given) await ctx.close();
  }
}
