/**
 * The portal vault: every piece of confidential content, validated by the vault builder before it
 * is encrypted and again in the browser after it is decrypted. zod/mini keeps the portal bundle
 * small. Sources live in collateral/portal/ (typed with these types) and collateral/library/.
 */
import * as z from 'zod/mini';
import { markdownTreeSchema } from './markdown-tree.ts';
import { MODULE_IDS } from './training-modules.ts';

const text = z.string().check(z.trim(), z.minLength(1));
const texts = z.array(text).check(z.minLength(1));
/** An app path: '/internal/...', '/market-state-detector', optionally with a hash. */
const appPath = z.string().check(z.regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/));
const color = z.string().check(z.regex(/^#[0-9a-f]{6}$/i));
const link = z.object({ label: text, to: appPath });
/** A reference to a collateral library file by its catalogue id. */
const docRef = z.object({ label: text, docId: text });
const metric = z.object({ label: text, value: text, description: z.optional(text) });
const mailDraft = z.object({
  to: z.enum(['contact', 'sales', 'research']),
  subject: text,
  body: text,
});

export const MARKET_STATE_IDS = [
  'systemic-stress',
  'volatility-spike',
  'stress',
  'turning',
  'calm',
] as const;
export const PERSONA_IDS = ['quant-fund', 'discretionary-pm', 'risk-officer', 'c-suite'] as const;
export { MODULE_IDS };
const stateId = z.enum(MARKET_STATE_IDS);
const personaId = z.enum(PERSONA_IDS);
const moduleId = z.enum(MODULE_IDS);

// ---- Portal hub (2.4) ----
export const hubSchema = z.object({
  title: text,
  intro: text,
  productCards: z
    .array(
      z.object({
        id: text,
        title: text,
        subtitle: text,
        description: text,
        status: z.enum(['GA', 'PLACEHOLDER']),
        statusLabel: text,
        metrics: z.array(metric),
        links: z.array(link).check(z.minLength(1)),
      }),
    )
    .check(z.length(2)),
  onboarding: z.object({
    title: text,
    intro: text,
    steps: z
      .array(z.object({ title: text, description: text, to: appPath, meta: z.optional(text) }))
      .check(z.length(4)),
  }),
  footerNote: text,
});

// ---- Market State Detector internal page (2.5) ----
export const marketStateCardSchema = z.object({
  id: stateId,
  name: text,
  label: text,
  subtitle: text,
  tagline: text,
  whatItMeans: text,
  whatYouGain: texts,
  proof: z.object({ date: text, description: text }),
  precision: text,
  frequency: text,
  leadTime: text,
  value: text,
  example: text,
  keyMessage: text,
  color,
  targetUser: text,
});

export const msdSuiteSchema = z.object({
  hero: z.object({ eyebrow: text, title: text, lead: text }),
  claims: z.array(metric).check(z.minLength(3)),
  states: z.array(marketStateCardSchema).check(z.length(5)),
  delivery: z.object({
    title: text,
    intro: text,
    channels: z.array(z.object({ title: text, description: text })).check(z.minLength(3)),
  }),
  api: z.object({
    title: text,
    description: text,
    endpoints: z.array(z.object({ name: text, description: text })).check(z.minLength(3)),
  }),
  compliance: text,
  accessPrograms: z
    .array(
      z.object({
        name: text,
        price: text,
        description: text,
        features: texts,
        mail: z.optional(mailDraft),
      }),
    )
    .check(z.minLength(2)),
  cta: z.object({ title: text, text }),
  positioning: z.object({
    title: text,
    points: texts,
    nextSteps: z.array(link).check(z.minLength(2)),
  }),
});

// ---- ROI calculators (2.6, 5, 9) ----
const scenario = z.object({ share: z.number().check(z.gt(0), z.lt(1)), description: text });
export const roiSignalSchema = z.object({
  id: text,
  name: text,
  color,
  frequency: text,
  precision: text,
  leadTime: text,
  assumptions: texts,
  scenarios: z.object({ conservative: scenario, baseCase: scenario, bestCase: scenario }),
  selectedByDefault: z.boolean(),
});
export const roiTierSchema = z.object({
  id: z.enum(['pilot', 'founder', 'enterprise']),
  name: text,
  /** Thousands of dollars per billing period, or text where there is no price yet ('Coming 2026'). */
  price: z.union([z.number().check(z.gt(0)), text]),
  billing: z.enum(['month', 'year']),
  note: text,
});
export const roiCalculatorSchema = z.object({
  title: text,
  intro: text,
  aum: z.object({ defaultMillions: z.number(), min: z.optional(z.number()), step: z.number() }),
  hedgingCost: z.object({ defaultPercent: z.number(), step: z.number(), note: text }),
  tiers: z.array(roiTierSchema).check(z.length(3)),
  defaultTier: z.enum(['pilot', 'founder', 'enterprise']),
  signals: z.array(roiSignalSchema).check(z.length(4)),
  assumptions: texts,
  compliance: text,
  disclaimer: text,
  illustration: text,
});
export const roiSchema = z.object({ msd: roiCalculatorSchema, financial: roiCalculatorSchema });

// ---- Sales playbook (2.12) ----
export const personaSchema = z.object({
  id: personaId,
  title: text,
  pain: text,
  opener: text,
  approach: text,
  demo: text,
});
export const playbookSchema = z.object({
  intro: text,
  states: z
    .array(
      z.object({
        id: stateId,
        name: text,
        label: text,
        summary: text,
        talkingPoints: texts,
        color,
      }),
    )
    .check(z.length(5)),
  calmContext: texts,
  eventCriteria: z.array(z.object({ state: text, criteria: texts })).check(z.length(3)),
  personas: z.array(personaSchema).check(z.length(4)),
  openers: z
    .array(
      z.object({
        id: text,
        name: text,
        line: text,
        bestFor: text,
        followUp: text,
        resources: z.array(docRef).check(z.minLength(1)),
      }),
    )
    .check(z.length(5)),
  objections: z
    .array(z.object({ objection: text, response: text, proof: z.optional(text) }))
    .check(z.length(8)),
  competitors: z
    .array(z.object({ competitor: text, advantage: text, winRate: text }))
    .check(z.minLength(3)),
  close: z.object({
    trialCloses: texts,
    comeBackLater: z.array(z.object({ situation: text, response: text })).check(z.minLength(2)),
    onboardingSteps: texts,
  }),
});

// ---- Training (2.13) ----
const quizQuestion = z.object({
  prompt: text,
  options: z.array(text).check(z.minLength(2), z.maxLength(5)),
  answerIndex: z.number().check(z.gte(0)),
  explanation: text,
});
export const lessonSchema = z.object({
  id: text,
  title: text,
  durationMinutes: z.number().check(z.gt(0)),
  type: z.enum(['reading', 'quiz', 'practice']),
  /** Markdown, parsed at build time (written in collateral/portal/training/<module>/<lesson>.md). */
  content: markdownTreeSchema,
  quiz: z.optional(z.array(quizQuestion).check(z.minLength(3))),
  practice: z.optional(z.object({ scenario: text, tasks: texts, modelAnswer: markdownTreeSchema })),
});
export const trainingModuleSchema = z.object({
  id: moduleId,
  title: text,
  description: text,
  durationMinutes: z.number().check(z.gt(0)),
  prerequisite: z.nullable(moduleId),
  lessons: z.array(lessonSchema).check(z.minLength(1)),
});
export const trainingSchema = z.object({
  intro: text,
  modules: z.array(trainingModuleSchema).check(z.length(6)),
  certification: markdownTreeSchema,
});

// ---- Guided conversation flow (2.14) ----
export const flowScriptSchema = z.object({
  persona: personaId,
  state: stateId,
  opening: text,
  discovery: texts,
  positioning: text,
  proof: text,
  close: text,
});
export const flowSchema = z.object({
  intro: text,
  scripts: z.array(flowScriptSchema).check(z.length(20)),
  quickLaunch: z.array(docRef).check(z.length(4)),
  sandboxMail: mailDraft,
  replayNote: text,
});

// ---- Product status pages (2.7-2.10, 2.15) ----
const datedStatus = z.object({
  organization: text,
  status: text,
  timeline: text,
  focusArea: text,
  details: z.optional(text),
});
export const statusPagesSchema = z.object({
  grid: z.object({
    title: text,
    tagline: text,
    badges: texts,
    facts: z.array(metric).check(z.minLength(4)),
    overview: text,
    useCases: texts,
    pilotPartners: z.array(datedStatus).check(z.minLength(2)),
    guidance: texts,
  }),
  aerospace: z.object({
    title: text,
    badges: texts,
    tagline: text,
    /** Section headings that are confidential phrases themselves, so they travel in the vault. */
    headings: z.object({ partners: text, altitude: text, strategy: text }),
    metrics: z.array(metric).check(z.length(3)),
    betaPartners: z.array(datedStatus).check(z.length(3)),
    altitudeRisks: z
      .array(
        z.object({
          altitude: text,
          exposure: z.enum(['Moderate', 'High', 'Very High', 'Extreme']),
          impact: text,
          mitigation: text,
        }),
      )
      .check(z.length(4)),
    forbush: z.object({ title: text, paragraphs: texts }),
    strategy: z.object({
      keyMessages: texts,
      timeline: z.array(z.object({ when: text, what: text })).check(z.length(3)),
    }),
  }),
  geoSocial: z.object({
    title: text,
    badges: texts,
    warning: z.object({ title: text, currentStatus: texts, salesGuidance: texts }),
    challenges: z
      .array(
        z.object({
          challenge: text,
          status: z.enum(['Ongoing', 'Blocked', 'Under Review', 'Early Stage']),
          description: text,
        }),
      )
      .check(z.length(4)),
    phases: z
      .array(
        z.object({
          phase: text,
          timeframe: text,
          status: z.enum(['active', 'planned', 'conditional']),
          description: text,
        }),
      )
      .check(z.length(4)),
    obsoleteNote: text,
  }),
  msp: z.object({
    title: text,
    status: text,
    explainer: texts,
    openQuestions: z.array(z.object({ topic: text, question: text })).check(z.minLength(4)),
    useCases: texts,
    salesGuidance: texts,
  }),
  civilUnrest: z.object({
    title: text,
    obsoleteNotice: text,
    description: text,
    indices: z.array(z.object({ name: text, description: text })).check(z.length(2)),
    metrics: z.array(metric).check(z.minLength(3)),
    rule: texts,
    alarmExample: text,
  }),
});

/** Destinations the portal links to whose content is not written yet: shown as honest pages. */
export const pendingPagesSchema = z.record(
  appPath,
  z.object({ title: text, description: text, alternatives: z.array(link) }),
);

/** Where "Start 60-Day Pilot" lands: how to start the pilot that is offered today. */
export const pilotStartSchema = z.object({
  title: text,
  lead: text,
  steps: texts,
  links: z.array(link).check(z.minLength(1)),
});

export const portalMailSchema = z.object({
  annualLicense: mailDraft,
  institutionalPilot: mailDraft,
  sandboxAccess: mailDraft,
});

// ---- Collateral catalogue (built from collateral/library by the catalogue builder) ----
export const FILE_TYPES = [
  'Markdown',
  'PDF',
  'PowerPoint',
  'Word',
  'Data',
  'Image',
  'HTML',
  'Text',
] as const;
export const CATEGORIES = [
  'Client Resources',
  'General',
  'Marketing',
  'Sales',
  'Technical Specs',
  'Web Resources',
] as const;
export const TAGS = [
  'AE',
  'API',
  'Awareness',
  'Close',
  'Demo',
  'Discovery',
  'Evaluation',
  'FAQ',
  'Marketing',
  'Objections',
  'PMM',
  'Pricing',
  'ROI',
  'SE',
  'Sales',
  'States',
  'Technical',
  'Value Prop',
] as const;
export const REPLAY_TAG = 'Replay Examples';
/** Sales stages a document serves (a subset of the tags' vocabulary). */
export const SALES_STAGES = ['Awareness', 'Discovery', 'Demo', 'Evaluation', 'Close'] as const;

export const collateralFileSchema = z.object({
  id: text,
  title: text,
  description: text,
  fileName: text,
  sourceRelativePath: text,
  mimeType: text,
  fileType: z.enum(FILE_TYPES),
  category: z.enum(CATEGORIES),
  tags: z.array(z.enum(TAGS)).check(z.minLength(1)),
  size: z.number().check(z.gte(0)),
  updatedAt: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  complianceFlag: z.boolean(),
  featured: z.optional(z.boolean()),
  version: z.optional(text),
  audience: z.optional(text),
  /** The persona and sales stage a document serves (optional; the library studio sets them). */
  persona: z.optional(z.enum(PERSONA_IDS)),
  stage: z.optional(z.enum(SALES_STAGES)),
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  /**
   * Where its encrypted blob lives in the build, the IV and the file's own key (base64url; derived
   * from the file secret and its bytes, so it outlives key rotations: decision 0025).
   */
  blob: z.object({ path: text, iv: text, key: text }),
  /** Markdown files: their parsed tree (what View draws and search reads), sealed beside the file. */
  view: z.optional(
    z.object({
      path: text,
      iv: text,
      key: text,
      sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
    }),
  ),
  frontmatter: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
});
export const catalogueSchema = z.object({
  totalFiles: z.number(),
  categories: z.array(z.enum(CATEGORIES)),
  tags: z.array(text),
  files: z.array(collateralFileSchema),
});

export const vaultSchema = z.object({
  version: z.literal(1),
  builtAt: text,
  hub: hubSchema,
  msdSuite: msdSuiteSchema,
  roi: roiSchema,
  playbook: playbookSchema,
  training: trainingSchema,
  flow: flowSchema,
  status: statusPagesSchema,
  pending: pendingPagesSchema,
  pilotStart: pilotStartSchema,
  mail: portalMailSchema,
  library: catalogueSchema,
});

export type Vault = z.output<typeof vaultSchema>;
export type PortalContent = Omit<Vault, 'version' | 'builtAt' | 'library'>;
export type Hub = z.output<typeof hubSchema>;
export type MsdSuite = z.output<typeof msdSuiteSchema>;
export type RoiContent = z.output<typeof roiSchema>;
export type RoiCalculator = z.output<typeof roiCalculatorSchema>;
export type RoiSignal = z.output<typeof roiSignalSchema>;
export type RoiTier = z.output<typeof roiTierSchema>;
export type Playbook = z.output<typeof playbookSchema>;
export type Persona = z.output<typeof personaSchema>;
export type Training = z.output<typeof trainingSchema>;
export type TrainingModule = z.output<typeof trainingModuleSchema>;
export type Lesson = z.output<typeof lessonSchema>;
/** Training as written in collateral/portal/training/ (scripts/vault/training.ts reads it): Markdown text where the vault holds trees. */
export type LessonSource = Omit<Lesson, 'content' | 'practice'> & {
  content: string;
  practice?: Omit<NonNullable<Lesson['practice']>, 'modelAnswer'> & { modelAnswer: string };
};
export type TrainingModuleSource = Omit<TrainingModule, 'lessons'> & { lessons: LessonSource[] };
export type TrainingSource = Omit<Training, 'modules' | 'certification'> & {
  modules: TrainingModuleSource[];
  certification: string;
};
/** The portal content as collateral/portal/index.ts assembles it, before the builder parses its Markdown. */
export type PortalSource = Omit<PortalContent, 'training'> & { training: TrainingSource };
export type Flow = z.output<typeof flowSchema>;
export type FlowScript = z.output<typeof flowScriptSchema>;
export type StatusPages = z.output<typeof statusPagesSchema>;
export type PendingPages = z.output<typeof pendingPagesSchema>;
export type PortalMail = z.output<typeof portalMailSchema>;
export type PilotStart = z.output<typeof pilotStartSchema>;
export type CollateralFile = z.output<typeof collateralFileSchema>;
export type Catalogue = z.output<typeof catalogueSchema>;
/** What a collateral blob holds: the file itself, or (Markdown files) the parsed tree View draws. */
export type CollateralPart = 'file' | 'view';
export type MarketStateId = (typeof MARKET_STATE_IDS)[number];
export type PersonaId = (typeof PERSONA_IDS)[number];
export type ModuleId = (typeof MODULE_IDS)[number];

export function describeVaultProblems(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 10)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('\n');
}

export function parseVault(
  input: unknown,
): { ok: true; vault: Vault } | { ok: false; message: string } {
  const result = z.safeParse(vaultSchema, input);
  return result.success
    ? { ok: true, vault: result.data }
    : { ok: false, message: describeVaultProblems(result.error) };
}
