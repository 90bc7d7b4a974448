// How the platform makes a slug from a name when none is given (a product's or collection's URL part): lowercase,
// accents dropped, apostrophes removed, each run of anything but a–z and 0–9 one '-', at most 90 characters, no
// '-' at either end. Written once: the sandbox gives new products these slugs, and a foreign file whose products have
// no slug of their own (the dashboard CSV's generated handleIds) gets the one the store would give.
export function slugify(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90)
    .replace(/-+$/, '');
  return slug || fallback;
}
