import { readTraining } from '../../../scripts/vault/training.ts';

/**
 * Sales Training (internal-portal spec 2.13, 3, 4, 9): six modules, 24 lessons, written as Markdown
 * in this folder (course.yaml, certification.md, a folder a module; scripts/vault/training.ts).
 * CONFIDENTIAL: validated and encrypted into the portal vault at build time; never imported by app
 * code. Every figure comes from internal-portal.md section 9 or public-site.md sections 1 and 9.
 */
export const training = readTraining(import.meta.dirname);
