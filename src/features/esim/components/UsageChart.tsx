import { PieChart } from '@mui/x-charts/PieChart';
import { useSchemePalette } from '../../../theme/schemePalette';

export interface UsageChartProps {
  downlinkMb: number;
  uplinkMb: number;
}

const CHART_WIDTH = 240;
const CHART_HEIGHT = 140;

/**
 * The half ring of the 30-day total: download and upload. Default export so that the charts
 * library is its own chunk, loaded only by the usage report. Decorative: the figures beside it
 * are the text alternative.
 */
export default function UsageChart({ downlinkMb, uplinkMb }: UsageChartProps) {
  // The series' colours are values the chart writes into its SVG: the palette of the scheme in use.
  const palette = useSchemePalette();
  return (
    <PieChart
      width={CHART_WIDTH}
      height={CHART_HEIGHT}
      hideLegend
      series={[
        {
          startAngle: -90,
          endAngle: 90,
          innerRadius: 60,
          outerRadius: 100,
          cy: 110,
          data: [
            { id: 'down', value: downlinkMb, label: 'Download', color: palette.primary.main },
            { id: 'up', value: uplinkMb, label: 'Upload', color: palette.secondary.main },
          ],
        },
      ]}
    />
  );
}
