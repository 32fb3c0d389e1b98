/**
 * Writes the five feature manifests (collateral/library/manifests/<feature>.json) and the sidecar
 * metadata of manifests and rule files, with the real SHA-256 of each rule file.
 * Run from the repo root after editing any rule file:  node collateral/library/_sources/write-manifests.mjs
 * (This folder starts with an underscore, so it is not part of the collateral library.)
 */
/* global console */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const library = join(dirname(fileURLToPath(import.meta.url)), '..');

const vix = (threshold, extra = {}) => ({
  id: 'vix_level',
  metric: 'VIX level',
  operator: '>=',
  threshold,
  ...extra,
});
const spx = (days, threshold) => ({
  id: `spx_return_${days}d`,
  metric: `SPX ${days}-day return`,
  operator: '<=',
  threshold,
  unit: 'percent',
});

const features = [
  {
    feature_id: 'systemic_stress_state',
    feature_name: 'Systemic Stress',
    version: '5.4.0',
    state_id: 'systemic-stress',
    label: 'CRITICAL',
    severity_rank: 1,
    updatedAt: '2026-11-04',
    event_criteria: [vix(35), spx(5, -3.0), spx(10, -6.0), spx(20, -10.0)],
    backtest: {
      period: '2012-2024',
      episodes: 9,
      confirmed: 9,
      precision: '100% (9/9)',
      median_lead_business_days: 0,
      mean_lead_business_days: 1.89,
    },
  },
  {
    feature_id: 'volatility_spike_state',
    feature_name: 'Volatility Spike',
    version: '1.1.0',
    state_id: 'volatility-spike',
    label: 'SEVERE',
    severity_rank: 2,
    updatedAt: '2026-11-04',
    event_criteria: [vix(30), spx(5, -3.0), spx(10, -5.0)],
    backtest: {
      period: '2012-2024',
      episodes: 14,
      confirmed: 13,
      precision: '~93% (13/14)',
      lead: 'same-day, pre-market',
    },
  },
  {
    feature_id: 'turning_state',
    feature_name: 'Turning',
    version: '5.2.1',
    state_id: 'turning',
    label: 'INFLECTION',
    severity_rank: 4,
    updatedAt: '2026-11-05',
    event_criteria: [
      spx(10, -2.0),
      {
        id: 'spx_drawdown',
        metric: 'SPX drawdown from prior peak',
        operator: '<=',
        threshold: -4.0,
        unit: 'percent',
      },
      {
        id: 'vix_persistence',
        metric: 'VIX level',
        operator: '>=',
        threshold: 25,
        consecutive_days: 2,
      },
    ],
    backtest: {
      period: '2012-2024',
      episodes: 61,
      confirmed: 58,
      precision: '~95% (58/61)',
      median_lead_business_days: 2,
      mean_lead_business_days: 3.26,
    },
  },
  {
    feature_id: 'stress_state',
    feature_name: 'Stress',
    version: '5.4.0',
    state_id: 'stress',
    label: 'WARNING',
    severity_rank: 3,
    updatedAt: '2026-11-04',
    event_criteria: [vix(30), spx(5, -3.0), spx(10, -5.0)],
    backtest: {
      period: '2012-2024',
      episodes: 15,
      confirmed: 9,
      precision: '~60% (9/15)',
      median_lead_business_days: 0,
      mean_lead_business_days: 1.56,
    },
  },
  {
    feature_id: 'calm_state',
    feature_name: 'Calm',
    version: '2.3.0',
    state_id: 'calm',
    label: 'BASELINE',
    severity_rank: 5,
    updatedAt: '2026-11-05',
    event_criteria: [],
    active_when:
      'systemic_stress_state, volatility_spike_state, stress_state and turning_state are all inactive',
    backtest: {
      period: '2012-2024',
      trading_days_total: 3270,
      trading_days_calm: 2312,
      share_of_trading_days: 'about 71%',
      median_episode_days: 12,
      mean_episode_days: 39.85,
      median_spx_return_5d_percent: 0.407,
      median_spx_return_10d_percent: 0.841,
      median_vix: 14.3,
    },
  },
];

const yamlString = (value) => JSON.stringify(String(value));

for (const feature of features) {
  const rulePath = `manifests/rules/${feature.feature_id}.rules.yaml`;
  const sha256 = createHash('sha256')
    .update(readFileSync(join(library, rulePath)))
    .digest('hex');
  const { updatedAt, ...fields } = feature;
  const manifest = {
    manifest_type: 'feature_manifest',
    product: 'Market State Detector',
    ...fields,
    status: 'frozen',
    rule_path: rulePath,
    rule_path_base: 'collateral/library',
    sha256,
    hash_algorithm: 'sha256',
    single_source_of_truth: true,
    framing:
      'Research analytics only. Figures are from a historical back-test (2012-2024) and do not guarantee future results. Not investment advice.',
  };
  writeFileSync(
    join(library, 'manifests', `${feature.feature_id}.json`),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );

  const common = [
    `category: "Technical Specs"`,
    `updatedAt: ${yamlString(updatedAt)}`,
    `complianceFlag: false`,
    `version: ${yamlString(feature.version)}`,
    `audience: "internal and client technical teams"`,
    `product: "Market State Detector"`,
    `feature_id: ${yamlString(feature.feature_id)}`,
    `feature_name: ${yamlString(feature.feature_name)}`,
    `rule_path: ${yamlString(rulePath)}`,
    `sha256: ${yamlString(sha256)}`,
    `single_source_of_truth: true`,
  ];
  const criteria = feature.event_criteria.length
    ? `event criteria ${feature.event_criteria.map((c) => `${c.metric} ${c.operator} ${c.threshold}${c.unit === 'percent' ? '%' : ''}${c.consecutive_days ? ` for ${c.consecutive_days} consecutive days` : ''}`).join('; ')}`
    : 'active only when the four stress states are inactive';
  writeFileSync(
    join(library, 'manifests', `${feature.feature_id}.json.meta.yaml`),
    [
      `title: ${yamlString(`Feature Manifest: ${feature.feature_id} ${feature.version}`)}`,
      `description: ${yamlString(`Versioned manifest for the ${feature.feature_name} state (${feature.label}): ${criteria}; back-test 2012-2024 statistics and the SHA-256 of its rule file.`)}`,
      `tags: [Technical, States, SE]`,
      ...common,
      `document_type: "feature manifest"`,
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(library, 'manifests', 'rules', `${feature.feature_id}.rules.yaml.meta.yaml`),
    [
      `title: ${yamlString(`Rule File: ${feature.feature_id} ${feature.version}`)}`,
      `description: ${yamlString(`Readable frozen rule definition for ${feature.feature_name}: severity, evaluation schedule, ${feature.event_criteria.length ? 'event-criteria thresholds' : 'derivation from the four stress states'} and back-test statistics. Hashed in the ${feature.feature_id} manifest.`)}`,
      `tags: [Technical, States]`,
      ...common,
      `document_type: "rule file"`,
      '',
    ].join('\n'),
  );
  console.log(`${feature.feature_id} ${feature.version} ${sha256}`);
}
