// The client's version, read from package.json so the user-agent never drifts from the published package.
import packageJson from '../../package.json' with { type: 'json' };

export const CLIENT_VERSION: string = packageJson.version;
export const DEFAULT_USER_AGENT = `store-cli/${CLIENT_VERSION}`;
