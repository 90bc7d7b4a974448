// The bulk preview and its question, sized to the terminal (the table gets the rows the rest leaves).
import { BulkPreview, type ChangeLine } from '../components/BulkPreview.js';
import { useScreenSize } from '../hooks/use-screen-size.js';

export interface BulkPreviewScreenProps {
  summary: string;
  lines: readonly ChangeLine[];
  question: string;
  onAnswer(yes: boolean): void;
  width?: number;
  height?: number;
}

/** Summary, table header, scroll line, question and key hints. */
const CHROME_ROWS = 5;

export function BulkPreviewScreen(props: BulkPreviewScreenProps) {
  const { width, height } = useScreenSize(props);
  return <BulkPreview {...props} width={width} rows={Math.max(3, height - CHROME_ROWS)} />;
}
