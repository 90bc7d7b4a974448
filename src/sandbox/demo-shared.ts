// What the V1 and V3 demo catalogs share: the groupings (V1 collections, V3 categories) and where images live.
export const DEMO_IMAGE_BASE = 'https://static.store.example/img';

export const DEMO_GROUPS = [
  { name: 'Kitchen', description: 'Tools and tableware for everyday cooking.' },
  { name: 'Summer', description: 'Sun, sand and picnics.' },
  { name: 'Gifts', description: 'Things people are glad to unwrap.' },
];
