import { SCENARIOS, type ScenarioResults } from './roi';
import { SCENARIO_LABEL } from './labels';
import { formatMillions } from './format';

interface ScenarioChartProps {
  name: string;
  color: string;
  scenarios: ScenarioResults;
  /** The value a full-width bar stands for; shared by every chart so signals compare by eye. */
  scaleMax: number;
}

const WIDTH = 280;
const LABEL_W = 84;
const VALUE_W = 58;
const ROW_H = 26;
const BAR_H = 14;

/**
 * Three horizontal bars (conservative, base, best) with their values. The SVG is one image with a
 * spoken summary; the same figures are text in the tiles beside it.
 */
export function ScenarioChart({ name, color, scenarios, scaleMax }: ScenarioChartProps) {
  const barSpace = WIDTH - LABEL_W - VALUE_W;
  const height = SCENARIOS.length * ROW_H + 4;
  const summary = `${name}, annual value: ${SCENARIOS.map((key) => `${SCENARIO_LABEL[key]} ${formatMillions(scenarios[key].valueMillions)}`).join(', ')}`;
  return (
    <svg className="roi-chart" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={summary}>
      {SCENARIOS.map((key, index) => {
        const value = scenarios[key].valueMillions;
        const width = scaleMax > 0 ? Math.max((value / scaleMax) * barSpace, value > 0 ? 2 : 0) : 0;
        const y = index * ROW_H + 4;
        return (
          <g key={key}>
            <text x={0} y={y + BAR_H - 3} className="roi-chart-label">
              {SCENARIO_LABEL[key]}
            </text>
            <rect
              x={LABEL_W}
              y={y}
              width={barSpace}
              height={BAR_H}
              rx={3}
              className="roi-chart-track"
            />
            <rect
              x={LABEL_W}
              y={y}
              width={width}
              height={BAR_H}
              rx={3}
              fill={color}
              opacity={key === 'baseCase' ? 1 : 0.7}
            />
            <text x={WIDTH} y={y + BAR_H - 3} textAnchor="end" className="roi-chart-value">
              {formatMillions(value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
