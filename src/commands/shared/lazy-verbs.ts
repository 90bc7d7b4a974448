// A noun's verbs, loaded only when needed (start-up budget): the command line names one verb, and only its module —
// with what it imports — is loaded and registered; with no verb, or one the noun does not have, every verb is, so
// the noun's help lists them all and commander can suggest the nearest name.
import type { Command } from 'commander';
import type { Context } from '../../context.js';

export interface VerbModule {
  register(parent: Command, ctx: Context): void;
}

export interface LazyVerb {
  /** The verb's name and aliases, as its module registers them. */
  names: readonly string[];
  load(): Promise<VerbModule>;
}

export async function registerVerbs(noun: Command, ctx: Context, verbs: readonly LazyVerb[], named: string | undefined): Promise<void> {
  const wanted = verbs.find((verb) => named !== undefined && verb.names.includes(named));
  const modules = await Promise.all((wanted ? [wanted] : verbs).map((verb) => verb.load()));
  for (const module of modules) module.register(noun, ctx);
}
