export { BarChart, LineChart, chartCsv, type ChartProps, type ChartSeries } from './chart';
