import type { PortalSource } from '../../src/shared/vault-schema';
import { flow } from './flow';
import { hub } from './hub';
import { mail } from './mail';
import { msdSuite } from './msd-suite';
import { pending } from './pending';
import { pilotStart } from './pilot-start';
import { playbook } from './playbook';
import { roi } from './roi';
import { status } from './status';
import { training } from './training/index';

/** Every portal content module, assembled for the vault builder (validated and encrypted at build). */
export const portalContent: PortalSource = {
  hub,
  msdSuite,
  roi,
  playbook,
  training,
  flow,
  status,
  pending,
  pilotStart,
  mail,
};
