// HTML given as `plainDescription` becomes rich content ("this string must be a valid HTML. It will then be converted
// to rich content", InfoSection.plainDescription, SDK doc comment): one Ricos PARAGRAPH node per block of text, plain
// text only — the sandbox keeps no formatting (https://dev.wix.com/docs/ricos/api-reference/ricos-document).
import { randomUUID } from 'node:crypto';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name]);

const paragraph = (text: string) => ({
  type: 'PARAGRAPH',
  id: randomUUID(),
  nodes: [{ type: 'TEXT', id: '', nodes: [], textData: { text, decorations: [] } }],
  paragraphData: {},
});

export function htmlToRichContent(html: string): Record<string, unknown> {
  const blocks = html
    .split(/<\/?(?:p|div|li|h[1-6]|br)\b[^>]*>/i)
    .map((block) => decode(block.replace(/<[^>]*>/g, '')).trim())
    .filter(Boolean);
  return { nodes: blocks.map(paragraph), metadata: { version: 1 } };
}
