import { z } from 'zod';
import {
  internalHref,
  linkSchema,
  mailTemplateSchema,
  nonEmpty,
  type ContentSchemas,
} from '../schema';

/** Inline icons the industry and research-area cards can show (drawn by SectorIcon). */
export const iconNames = [
  'heart',
  'brain',
  'users',
  'magnet',
  'chart',
  'pulse',
  'sprout',
  'truck',
  'siren',
  'server',
  'code',
  'pill',
  'bolt',
  'building',
] as const;
export const iconNameSchema = z.enum(iconNames);
export type IconName = z.infer<typeof iconNameSchema>;

/** What a page says about itself: its hero (its title and description are in src/shared/route-table.ts). */
export const pageIntroSchema = z.object({
  eyebrow: nonEmpty,
  title: nonEmpty,
  lead: nonEmpty,
});
export type PageIntro = z.infer<typeof pageIntroSchema>;

export const sectionHeadSchema = z.object({
  eyebrow: nonEmpty.optional(),
  title: nonEmpty,
  intro: nonEmpty.optional(),
});
export type SectionHead = z.infer<typeof sectionHeadSchema>;

export const topicSchema = z.object({
  title: nonEmpty,
  description: nonEmpty,
  points: z.array(nonEmpty).optional(),
  /** A small label over the title, such as '2026+' or 'Exploratory'. */
  tag: nonEmpty.optional(),
});
export type Topic = z.infer<typeof topicSchema>;

export const topicSectionSchema = sectionHeadSchema.extend({ items: z.array(topicSchema).min(1) });
export type TopicSection = z.infer<typeof topicSectionSchema>;

export const mailActionSchema = z.object({ label: nonEmpty, template: mailTemplateSchema });
export type MailAction = z.infer<typeof mailActionSchema>;

/** A closing call to action: in-app links plus one mail draft. */
export const actionSectionSchema = sectionHeadSchema.extend({
  links: z.array(linkSchema),
  mail: mailActionSchema,
});
export type ActionSection = z.infer<typeof actionSectionSchema>;

export const metricSchema = z.object({ value: nonEmpty, label: nonEmpty });
export type Metric = z.infer<typeof metricSchema>;

/** A pilot or retrospective study: one headline figure from the spec, everything else qualitative. */
export const caseStudySchema = sectionHeadSchema.extend({
  kind: z.enum(['Pilot study', 'Retrospective study', 'Pilot and retrospective study']),
  name: nonEmpty,
  metric: metricSchema,
  context: nonEmpty,
  approach: nonEmpty,
  outcome: nonEmpty,
  caveat: nonEmpty,
});
export type CaseStudy = z.infer<typeof caseStudySchema>;

export const financeIndustrySchema = z.object({
  intro: pageIntroSchema,
  heroMail: mailActionSchema,
  metrics: sectionHeadSchema.extend({ items: z.array(metricSchema).min(3), note: nonEmpty }),
  applications: topicSectionSchema.extend({ items: z.array(topicSchema).length(3) }),
  audiences: topicSectionSchema.extend({ items: z.array(topicSchema).length(4) }),
  demo: actionSectionSchema.extend({ dataInActionLabel: nonEmpty }),
  disclaimer: nonEmpty,
});
export type FinanceIndustry = z.infer<typeof financeIndustrySchema>;

/** Agriculture and logistics share one shape: challenges, a case study, future applications. */
export const sectorIndustrySchema = z.object({
  intro: pageIntroSchema,
  challenges: topicSectionSchema.extend({ items: z.array(topicSchema).length(4) }),
  caseStudy: caseStudySchema,
  future: topicSectionSchema,
  next: actionSectionSchema,
  disclaimer: nonEmpty,
});
export type SectorIndustry = z.infer<typeof sectorIndustrySchema>;

export const healthcareIndustrySchema = z.object({
  intro: pageIntroSchema,
  notice: nonEmpty,
  challenges: topicSectionSchema,
  initiatives: topicSectionSchema,
  possibilities: topicSectionSchema,
  next: actionSectionSchema,
  disclaimer: nonEmpty,
});
export type HealthcareIndustry = z.infer<typeof healthcareIndustrySchema>;

export const industryCardSchema = z
  .object({
    title: nonEmpty,
    description: nonEmpty,
    icon: iconNameSchema,
    path: internalHref.optional(),
    comingSoon: z.boolean(),
  })
  .refine(
    (card) => card.comingSoon !== Boolean(card.path),
    'A card has a path exactly when it is not coming soon',
  );
export type IndustryCard = z.infer<typeof industryCardSchema>;

export const industryCardsSchema = z.array(industryCardSchema).length(8);

export const industriesIndexSchema = z.object({
  intro: pageIntroSchema,
  grid: sectionHeadSchema.extend({ comingSoonLabel: nonEmpty, openLabel: nonEmpty }),
  related: sectionHeadSchema.extend({
    links: z.array(linkSchema.extend({ description: nonEmpty })).min(1),
  }),
  custom: sectionHeadSchema.extend({ mail: mailActionSchema }),
});
export type IndustriesIndex = z.infer<typeof industriesIndexSchema>;

export const contentSchemas: ContentSchemas = {
  financeIndustry: financeIndustrySchema,
  agricultureIndustry: sectorIndustrySchema,
  logisticsIndustry: sectorIndustrySchema,
  healthcareIndustry: healthcareIndustrySchema,
  industryCards: industryCardsSchema,
  industriesIndex: industriesIndexSchema,
};
