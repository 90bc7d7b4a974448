// `store config` acts on the profile in force (--profile, STORE_PROFILE, else the active one).
import { unknownProfileError, type ConfigStore } from '../../config/config-store.js';
import { SANDBOX_PROFILE, type ProfileSettings } from '../../config/profile-settings.js';
import { selectProfileName } from '../../config/settings.js';
import type { Context } from '../../context.js';

export interface TargetProfile {
  store: ConfigStore;
  name: string;
  settings: ProfileSettings;
}

/** What the built-in profile amounts to, for display. */
export const SANDBOX_SETTINGS: ProfileSettings = { sandbox: true };

export async function targetProfile(ctx: Context): Promise<TargetProfile> {
  const store = await ctx.config();
  const name = selectProfileName(ctx.globals, ctx.env, store);
  if (name === SANDBOX_PROFILE) return { store, name, settings: SANDBOX_SETTINGS };
  const settings = store.profile(name);
  if (!settings) throw unknownProfileError(name, store);
  return { store, name, settings };
}
