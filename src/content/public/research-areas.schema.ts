import { z } from 'zod';
import { externalUrl, nonEmpty, type ContentSchemas } from '../schema';
import { iconNameSchema } from './industries.schema';

export const PUBMED_SEARCH = 'https://pubmed.ncbi.nlm.nih.gov/?term=';

/** Papers link to a PubMed search for their exact title rather than a DOI we could get wrong. */
export function pubmedSearchUrl(title: string): string {
  return `${PUBMED_SEARCH}${encodeURIComponent(title)}`;
}

export const paperSchema = z
  .object({
    title: nonEmpty,
    /** Authors, journal and year, e.g. 'Feigin VL et al. Stroke, 2014'. */
    source: nonEmpty,
    url: externalUrl,
  })
  .refine(
    (paper) => paper.url === pubmedSearchUrl(paper.title),
    'url must be the PubMed search for the exact title',
  );
export type Paper = z.infer<typeof paperSchema>;

export const researchAreaIds = [
  'cardiovascular',
  'neurological',
  'behavioral',
  'mechanism',
] as const;

export const researchAreaSchema = z.object({
  /** Also the in-page anchor of the area's section. */
  id: z.enum(researchAreaIds),
  title: nonEmpty,
  icon: iconNameSchema,
  accentColor: z.enum(['red', 'purple', 'orange', 'blue']),
  claim: nonEmpty,
  evidence: z.array(nonEmpty).min(1),
  papers: z.array(paperSchema).min(2),
});
export type ResearchArea = z.infer<typeof researchAreaSchema>;
export type AccentColor = ResearchArea['accentColor'];

export const researchAreasSchema = z
  .array(researchAreaSchema)
  .length(4)
  .refine(
    (areas) => areas.map((area) => area.id).join() === researchAreaIds.join(),
    'one area per id, in order',
  );

export const contentSchemas: ContentSchemas = { researchAreas: researchAreasSchema };
