// The progress view at the width of the terminal it draws on (stderr).
import { ProgressView, type ProgressSnapshot } from '../components/ProgressView.js';
import { useScreenSize } from '../hooks/use-screen-size.js';

export function ProgressScreen({ snapshot, width }: { snapshot: ProgressSnapshot; width?: number }) {
  const size = useScreenSize({ width, height: 0 });
  return <ProgressView snapshot={snapshot} width={size.width} />;
}
