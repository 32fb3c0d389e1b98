import type { Comparison } from '@/content/public/msd-page.schema';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** Traditional tools against the detector; below 640 px each row stacks into a labelled block. */
export function ComparisonTable({ comparison }: { comparison: Comparison }) {
  return (
    <ScrollRegion
      label="Traditional tools compared with the Market State Detector"
      className="flagship-compare"
    >
      <table>
        <caption className="visually-hidden">{comparison.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{comparison.dimensionHeading}</th>
            <th scope="col">{comparison.traditionalHeading}</th>
            <th scope="col" className="flagship-compare-product">
              {comparison.productHeading}
            </th>
          </tr>
        </thead>
        <tbody>
          {comparison.rows.map((row) => (
            <tr key={row.dimension}>
              <th scope="row">{row.dimension}</th>
              <td data-label={comparison.traditionalHeading}>{row.traditional}</td>
              <td data-label={comparison.productHeading} className="flagship-compare-product">
                {row.product}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
