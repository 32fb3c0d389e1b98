import { z } from 'zod';
import { internalHref, mailTemplateSchema, nonEmpty, type ContentSchemas } from '../schema';
import { hexColor } from './indices.schema';

export const productStatusSchema = z.enum(['LIVE', 'AVAILABLE', 'In Development', 'In Research']);
export type ProductCardStatus = z.infer<typeof productStatusSchema>;

export const productCardSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: nonEmpty,
    domain: nonEmpty,
    status: productStatusSchema,
    description: nonEmpty,
    accentColor: hexColor,
    /** Live cards link to their page; the others only offer the inquiry mail. */
    route: internalHref.optional(),
    routeLabel: nonEmpty.optional(),
    highlight: nonEmpty,
    inquiry: mailTemplateSchema,
  })
  .refine((card) => (card.route === undefined) === (card.routeLabel === undefined), {
    message: 'route and routeLabel go together',
  });
export type ProductCard = z.infer<typeof productCardSchema>;

export const productGroupSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  eyebrow: nonEmpty,
  title: nonEmpty,
  intro: nonEmpty,
  statuses: z.array(productStatusSchema).min(1),
});
export type ProductGroup = z.infer<typeof productGroupSchema>;

export const productSuiteContentSchema = z.object({
  inquireLabel: nonEmpty,
  groups: z.array(productGroupSchema).length(3),
});
export type ProductSuiteContent = z.infer<typeof productSuiteContentSchema>;

const isLive = (card: ProductCard) => card.status === 'LIVE' || card.status === 'AVAILABLE';

export const productCardsSchema = z
  .array(productCardSchema)
  .refine((cards) => cards.filter(isLive).every((card) => card.route), {
    message: 'live cards need a route',
  })
  .refine((cards) => cards.filter((card) => card.status === 'In Research').length === 6, {
    message: 'six In Research items',
  });

export const contentSchemas: ContentSchemas = {
  productSuite: productSuiteContentSchema,
  productCards: productCardsSchema,
};
