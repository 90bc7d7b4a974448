// The GraphQL endpoint's path; the version segment defaults to the platform's current one.
import { encodePathSegment as enc, PREFIX } from '../hosts.js';

export const graphqlPath = (version = 'alpha'): string => `${PREFIX.graphql}/${enc(version)}`;
