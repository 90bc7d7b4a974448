// The bulk preview and its question, sized to the terminal (the table gets the rows the rest leaves).
import { BulkPreview, type ChangeLine } from '../components/BulkPreview.js';
import { confirmBarRows } from '../components/ConfirmBar.js';
import { useScreenSize } from '../hooks/use-screen-size.js';

export interface BulkPreviewScreenProps {
  summary: string;
  lines: readonly ChangeLine[];
  question: string;
  store?: string;
  /** Products that would fail, as the summary counts them. */
  failing?: number;
  onAnswer(yes: boolean): void;
  width?: number;
  height?: number;
}

/** Summary, table header, scroll line and key hints; the question's rows come on top. */
const CHROME_ROWS = 4;

export function BulkPreviewScreen(props: BulkPreviewScreenProps) {
  const { width, height } = useScreenSize(props);
  return <BulkPreview {...props} width={width} rows={Math.max(3, height - CHROME_ROWS - confirmBarRows(props))} />;
}
