import type { ContentSchemas } from '../schema';
import { comparisonSchema, msdMailSchema } from './msd-page.schema';

export const contentSchemas: ContentSchemas = {
  validationPacketMail: msdMailSchema.shape.validationPacket,
  msdComparison: comparisonSchema,
};
