#!/usr/bin/env node
/**
 * Writes the collateral library's Office files as minimal, valid OOXML packages:
 *   collateral/library/sales/annual-license-proposal.docx   (Word template)
 *   collateral/library/marketing/five-states-overview.pptx  (PowerPoint, 5 slides)
 *
 *   node scripts/generate-collateral-office.mjs
 *
 * The zip container comes from fflate (deflate level 9, one fixed timestamp), so the output is
 * byte-for-byte reproducible. Their `.meta.yaml` sidecars are kept by hand.
 */
import { strToU8, zipSync } from 'fflate';
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const library = join(root, 'collateral', 'library');

// ---------------------------------------------------------------- zip container
// ZIP stores local (DOS) time: a local date gives the same bytes in every time zone.
const MTIME = new Date(2026, 10, 15);

/** @param {Array<[string, string]>} entries [path, text] in package order ([Content_Types].xml first) */
function zip(entries) {
  const files = Object.fromEntries(entries.map(([name, text]) => [name, strToU8(text)]));
  return Buffer.from(zipSync(files, { level: 9, mtime: MTIME }));
}

// ---------------------------------------------------------------- shared parts
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const esc = (text) =>
  String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

function coreProps(title, subject) {
  return `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${esc(title)}</dc:title><dc:subject>${esc(subject)}</dc:subject><dc:creator>Meridian Field Research</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">2026-11-15T00:00:00Z</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">2026-11-15T00:00:00Z</dcterms:modified></cp:coreProperties>`;
}

function rels(list) {
  return `${XML}<Relationships xmlns="${PKG_REL}">${list.map(([id, type, target]) => `<Relationship Id="${id}" Type="${type}" Target="${target}"/>`).join('')}</Relationships>`;
}

// ---------------------------------------------------------------- Word
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

function wRun(text, { bold = false, italic = false, color, size } = {}) {
  const props = [
    bold ? '<w:b/>' : '',
    italic ? '<w:i/>' : '',
    color ? `<w:color w:val="${color}"/>` : '',
    size ? `<w:sz w:val="${size}"/>` : '',
  ].join('');
  return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
}
const wP = (content, style) =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}${typeof content === 'string' ? wRun(content) : content.join('')}</w:p>`;
const wBullet = (text) =>
  `<w:p><w:pPr><w:pStyle w:val="ListBullet"/></w:pPr>${wRun(`\u2022  ${text}`)}</w:p>`;
function wTable(rows) {
  const border =
    '<w:top w:val="single" w:sz="4" w:color="CBD5E1"/><w:left w:val="single" w:sz="4" w:color="CBD5E1"/><w:bottom w:val="single" w:sz="4" w:color="CBD5E1"/><w:right w:val="single" w:sz="4" w:color="CBD5E1"/><w:insideH w:val="single" w:sz="4" w:color="CBD5E1"/><w:insideV w:val="single" w:sz="4" w:color="CBD5E1"/>';
  const cols = rows[0].length;
  const width = Math.floor(9360 / cols);
  const grid = `<w:tblGrid>${`<w:gridCol w:w="${width}"/>`.repeat(cols)}</w:tblGrid>`;
  const body = rows
    .map(
      (row, r) =>
        `<w:tr>${row.map((cell) => `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${r === 0 ? '<w:shd w:val="clear" w:color="auto" w:fill="F1F5F9"/>' : ''}</w:tcPr><w:p>${wRun(cell, { bold: r === 0 })}</w:p></w:tc>`).join('')}</w:tr>`,
    )
    .join('');
  return `<w:tbl><w:tblPr><w:tblW w:w="9360" w:type="dxa"/><w:tblBorders>${border}</w:tblBorders><w:tblCellMar><w:left w:w="100" w:type="dxa"/><w:right w:w="100" w:type="dxa"/></w:tblCellMar></w:tblPr>${grid}${body}</w:tbl>`;
}

const wordStyles = `${XML}<w:styles xmlns:w="${W}">
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/><w:sz w:val="21"/><w:lang w:val="en-US"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="120" w:line="276" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:qFormat/><w:pPr><w:spacing w:after="80"/></w:pPr><w:rPr><w:b/><w:color w:val="0F172A"/><w:sz w:val="44"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:spacing w:before="280" w:after="100"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:color w:val="1D4ED8"/><w:sz w:val="28"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="ListBullet"><w:name w:val="List Bullet"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:after="60"/><w:ind w:left="360"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="Small"><w:name w:val="Small"/><w:basedOn w:val="Normal"/><w:rPr><w:color w:val="64748B"/><w:sz w:val="16"/></w:rPr></w:style>
</w:styles>`;

function docx({ title, subject, body }) {
  const document = `${XML}<w:document xmlns:w="${W}" xmlns:r="${REL}"><w:body>${body.join('')}<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1080" w:right="1440" w:bottom="1080" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  return zip([
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      rels([
        ['rId1', `${REL}/officeDocument`, 'word/document.xml'],
        [
          'rId2',
          'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties',
          'docProps/core.xml',
        ],
      ]),
    ],
    ['docProps/core.xml', coreProps(title, subject)],
    ['word/_rels/document.xml.rels', rels([['rId1', `${REL}/styles`, 'styles.xml']])],
    ['word/document.xml', document],
    ['word/styles.xml', wordStyles],
  ]);
}

const proposal = docx({
  title: 'Annual License Proposal (Word Template)',
  subject: 'Market State Detector annual license proposal template',
  body: [
    wP([
      wRun(
        'INTERNAL TEMPLATE: remove this line and complete every [bracketed] field before sending. Commercial terms require deal-desk approval.',
        { bold: true, color: 'B91C1C', size: 18 },
      ),
    ]),
    wP('Annual License Proposal: [Client]', 'Title'),
    wP([
      wRun('Market State Detector. Prepared by [account executive] for [decision-maker], [date].', {
        italic: true,
        color: '475569',
      }),
    ]),
    wP('1. What you asked for', 'Heading1'),
    wP(
      'In discovery you told us: "[their problem in their words]". During the 90-day pilot your team used the Market State Detector as [review trigger / hedging review / model feature / governance record] for [book or strategy].',
    ),
    wP('2. What the pilot showed', 'Heading1'),
    wBullet('Delivery: [channels] running since [date].'),
    wBullet('Success criterion agreed at kickoff: "[criterion]".'),
    wBullet('Result, as assessed by [client owner]: "[their assessment]".'),
    wBullet('Validation packet reviewed by [name] on [date].'),
    wP([
      wRun('Write only what the client observed and agreed. No performance claims.', {
        italic: true,
        color: '64748B',
      }),
    ]),
    wP('3. Scope of the license', 'Heading1'),
    wTable([
      ['Item', 'Scope'],
      [
        'Product',
        'Market State Detector: daily pre-market classification into Systemic Stress, Volatility Spike, Stress, Turning and Calm',
      ],
      ['AUM in scope', '[amount and book]'],
      ['Delivery', '[email recipients / webhook / CSV / API]'],
      ['History', 'Full 2012-2024 back-test history and all live classifications'],
      [
        'Audit',
        'SHA-256 hashed records in an immutable object-lock archive; versioned feature manifests',
      ],
      ['Support', '[support contacts and hours from the order form]'],
    ]),
    wP('4. Back-test context (2012-2024)', 'Heading1'),
    wTable([
      ['State', 'Label', 'Record'],
      ['Systemic Stress', 'CRITICAL', '9 of 9; median lead 0 business days'],
      ['Volatility Spike', 'SEVERE', '13 of 14; same-day pre-market'],
      ['Stress', 'ADVISORY', '9 of 15; median lead 0 business days'],
      ['Turning', 'INFLECTION', '58 of 61; median lead 2 business days'],
      ['Calm', 'BASELINE', 'About 71% of trading days (2,312 of 3,270)'],
    ]),
    wP('5. Commercial terms', 'Heading1'),
    wBullet('Annual license fee: [deal-desk approved figure], priced to the AUM in scope.'),
    wBullet('Term: [12 months from date].'),
    wBullet('Invoicing: [as approved].'),
    wP('6. Next steps', 'Heading1'),
    wBullet('Confirm scope by [date].'),
    wBullet('Order form for signature by [date].'),
    wBullet('License start [date], continuous with pilot delivery.'),
    wP(
      [
        wRun(
          'Research analytics only; not investment advice or trading signals. Meridian Field Research is not a registered investment adviser. Historical back-tests (2012-2024) do not guarantee future results; any value illustration is hypothetical. Liability is limited to fees paid.',
          { color: '64748B', size: 16 },
        ),
      ],
      'Small',
    ),
  ],
});

// ---------------------------------------------------------------- PowerPoint
const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const P = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const EMU = 914400; // per inch
const emu = (inches) => Math.round(inches * EMU);

let shapeId = 2;
function textBox(x, y, w, h, paragraphs) {
  const id = shapeId++;
  const body = paragraphs
    .map(
      ({ text, size = 18, bold = false, color = 'E5E7EB' }) =>
        `<a:p><a:r><a:rPr lang="en-US" sz="${size * 100}" b="${bold ? 1 : 0}" dirty="0"><a:solidFill><a:srgbClr val="${color}"/></a:solidFill><a:latin typeface="Calibri"/></a:rPr><a:t>${esc(text)}</a:t></a:r></a:p>`,
    )
    .join('');
  return `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Text ${id}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="${emu(x)}" y="${emu(y)}"/><a:ext cx="${emu(w)}" cy="${emu(h)}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:noFill/></p:spPr><p:txBody><a:bodyPr wrap="square" lIns="0" tIns="0" rIns="0" bIns="0"><a:normAutofit/></a:bodyPr><a:lstStyle/>${body}</p:txBody></p:sp>`;
}
function rect(x, y, w, h, fill) {
  const id = shapeId++;
  return `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Shape ${id}"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="${emu(x)}" y="${emu(y)}"/><a:ext cx="${emu(w)}" cy="${emu(h)}"/></a:xfrm><a:prstGeom prst="roundRect"><a:avLst/></a:prstGeom><a:solidFill><a:srgbClr val="${fill}"/></a:solidFill><a:ln><a:noFill/></a:ln></p:spPr></p:sp>`;
}
function slide(shapes, background = '0A1020') {
  shapeId = 2;
  const content = shapes();
  return `${XML}<p:sld xmlns:a="${A}" xmlns:r="${REL}" xmlns:p="${P}"><p:cSld><p:bg><p:bgPr><a:solidFill><a:srgbClr val="${background}"/></a:solidFill><a:effectLst/></p:bgPr></p:bg><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/><a:chOff x="0" y="0"/><a:chExt cx="0" cy="0"/></a:xfrm></p:grpSpPr>${content}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`;
}
const footer = (text) => textBox(0.6, 7.0, 12.1, 0.3, [{ text, size: 10, color: '8A99B2' }]);
const kicker = (text) =>
  textBox(0.6, 0.5, 12, 0.4, [{ text: text.toUpperCase(), size: 12, bold: true, color: '60A5FA' }]);
const heading = (text) =>
  textBox(0.6, 0.9, 12, 0.8, [{ text, size: 32, bold: true, color: 'FFFFFF' }]);
const DISCLAIMER =
  'Research analytics only; not investment advice. Historical back-test 2012-2024; does not guarantee future results.';

const states = [
  [
    'Systemic Stress',
    'CRITICAL',
    'EF4444',
    'Market-wide regime: correlations converge, liquidity thins',
    '9 of 9; median lead 0 business days',
  ],
  [
    'Volatility Spike',
    'SEVERE',
    'A855F7',
    'Sharp, short-lived volatility shock',
    '13 of 14; same-day pre-market',
  ],
  [
    'Stress',
    'ADVISORY',
    'F97316',
    'Conditions deteriorating: review limits and hedges',
    '9 of 15; median lead 0 business days',
  ],
  [
    'Turning',
    'INFLECTION',
    'EAB308',
    'The prevailing regime may be changing',
    '58 of 61; median lead 2 business days',
  ],
  [
    'Calm',
    'BASELINE',
    '22C55E',
    'No stress state active: a documented all-clear',
    'About 71% of trading days',
  ],
];

const slides = [
  slide(() => [
    textBox(0.6, 1.9, 12, 0.4, [
      {
        text: 'MERIDIAN FIELD RESEARCH  |  MARKET STATE DETECTOR',
        size: 14,
        bold: true,
        color: '60A5FA',
      },
    ]),
    textBox(0.6, 2.5, 12, 2.2, [
      { text: 'Five states.', size: 44, bold: true, color: 'FFFFFF' },
      { text: 'One classification a day.', size: 44, bold: true, color: 'FFFFFF' },
      { text: 'Before the open.', size: 44, bold: true, color: 'FFFFFF' },
    ]),
    textBox(0.6, 4.9, 11, 0.9, [
      {
        text: 'A rules-based classification of market stress, back-tested 2012-2024, with an auditable, hashed signal history.',
        size: 20,
        color: 'C7D2E3',
      },
    ]),
    textBox(0.6, 5.9, 11, 0.4, [
      {
        text: 'BACKTESTED  |  AUDIT-READY  |  IMMUTABLE  |  ZERO DRIFT',
        size: 14,
        color: '93C5FD',
      },
    ]),
    footer(DISCLAIMER),
  ]),
  slide(() => [
    kicker('The five states'),
    heading('Most severe first'),
    ...states.flatMap(([name, label, color, meaning, record], i) => {
      const y = 1.95 + i * 0.98;
      return [
        rect(0.6, y, 0.18, 0.8, color),
        textBox(1.0, y + 0.05, 3.0, 0.75, [
          { text: name, size: 20, bold: true, color: 'FFFFFF' },
          { text: label, size: 12, bold: true, color },
        ]),
        textBox(4.2, y + 0.12, 4.9, 0.7, [{ text: meaning, size: 15, color: 'D7DEEA' }]),
        textBox(9.2, y + 0.12, 3.6, 0.7, [{ text: record, size: 14, color: 'A3B1C6' }]),
      ];
    }),
    footer('Calm is active only when all four stress states are inactive. ' + DISCLAIMER),
  ]),
  slide(() => [
    kicker('Rare by design'),
    heading('Fewer than 20 stress classifications a year'),
    textBox(0.6, 2.2, 3.8, 2.4, [
      { text: '~1.8', size: 60, bold: true, color: 'EF4444' },
      { text: 'critical classifications a year', size: 18, color: 'D7DEEA' },
    ]),
    textBox(4.7, 2.2, 3.8, 2.4, [
      { text: '71%', size: 60, bold: true, color: '22C55E' },
      { text: 'of trading days were Calm (2,312 of 3,270)', size: 18, color: 'D7DEEA' },
    ]),
    textBox(8.8, 2.2, 3.9, 2.4, [
      { text: '~5', size: 60, bold: true, color: 'EAB308' },
      {
        text: 'Turning classifications a year, the most frequent stress state',
        size: 18,
        color: 'D7DEEA',
      },
    ]),
    textBox(0.6, 5.0, 12, 1.4, [
      {
        text: 'Calm detail: median episode 12 days (average 39.85); median VIX on Calm days 14.3. Most days your team hears Calm; the days it does not are the ones that matter.',
        size: 18,
        color: 'C7D2E3',
      },
    ]),
    footer(DISCLAIMER),
  ]),
  slide(() => [
    kicker('Audit-ready'),
    heading('Evidence you can verify'),
    rect(0.6, 2.1, 3.9, 3.9, '111A2E'),
    textBox(0.85, 2.35, 3.4, 3.5, [
      { text: 'Frozen rules', size: 20, bold: true, color: 'FFFFFF' },
      {
        text: 'Versioned features: systemic_stress_state 5.4.0, volatility_spike_state 1.1.0, stress_state 5.4.0, turning_state 5.2.1, calm_state 2.3.0. No re-fitting.',
        size: 15,
        color: 'D7DEEA',
      },
    ]),
    rect(4.75, 2.1, 3.9, 3.9, '111A2E'),
    textBox(5.0, 2.35, 3.4, 3.5, [
      { text: 'Hashed history', size: 20, bold: true, color: 'FFFFFF' },
      {
        text: 'Every record carries a SHA-256 hash and sits in an immutable object-lock archive. Manifests hash the rule files too.',
        size: 15,
        color: 'D7DEEA',
      },
    ]),
    rect(8.9, 2.1, 3.9, 3.9, '111A2E'),
    textBox(9.15, 2.35, 3.4, 3.5, [
      { text: 'Full record', size: 20, bold: true, color: 'FFFFFF' },
      {
        text: 'Validation packet under NDA: methodology, KPIs by state, drift checks and episode manifests listing hits and misses.',
        size: 15,
        color: 'D7DEEA',
      },
    ]),
    footer(DISCLAIMER),
  ]),
  slide(() => [
    kicker('Next step'),
    heading('The 90-day Institutional Pilot'),
    textBox(0.6, 2.1, 5.6, 1.6, [
      { text: '$8,000', size: 54, bold: true, color: 'FFFFFF' },
      {
        text: 'per month for 3 months ($24,000); cancel any time after month 3',
        size: 17,
        color: 'D7DEEA',
      },
    ]),
    textBox(6.6, 2.1, 6.2, 3.8, [
      { text: 'Included', size: 20, bold: true, color: 'FFFFFF' },
      { text: '- Daily pre-market classifications', size: 16, color: 'D7DEEA' },
      { text: '- Full history, 2012-2024', size: 16, color: 'D7DEEA' },
      { text: '- Integration support (email, webhook, CSV, API)', size: 16, color: 'D7DEEA' },
      { text: '- Methodology documentation and compliance packet', size: 16, color: 'D7DEEA' },
      { text: '- Auditable signal history (SHA-256, object lock)', size: 16, color: 'D7DEEA' },
    ]),
    textBox(0.6, 4.2, 5.6, 1.6, [
      {
        text: 'Annual licenses are priced to the AUM the classifications inform.',
        size: 16,
        color: 'A3B1C6',
      },
    ]),
    footer('Meridian Field Research is not a registered investment adviser. ' + DISCLAIMER),
  ]),
];

const theme = `${XML}<a:theme xmlns:a="${A}" name="Meridian"><a:themeElements>
<a:clrScheme name="Meridian"><a:dk1><a:srgbClr val="0F172A"/></a:dk1><a:lt1><a:srgbClr val="FFFFFF"/></a:lt1><a:dk2><a:srgbClr val="0A1020"/></a:dk2><a:lt2><a:srgbClr val="E5E7EB"/></a:lt2><a:accent1><a:srgbClr val="1D4ED8"/></a:accent1><a:accent2><a:srgbClr val="EF4444"/></a:accent2><a:accent3><a:srgbClr val="A855F7"/></a:accent3><a:accent4><a:srgbClr val="F97316"/></a:accent4><a:accent5><a:srgbClr val="EAB308"/></a:accent5><a:accent6><a:srgbClr val="22C55E"/></a:accent6><a:hlink><a:srgbClr val="2563EB"/></a:hlink><a:folHlink><a:srgbClr val="7C3AED"/></a:folHlink></a:clrScheme>
<a:fontScheme name="Meridian"><a:majorFont><a:latin typeface="Calibri"/><a:ea typeface=""/><a:cs typeface=""/></a:majorFont><a:minorFont><a:latin typeface="Calibri"/><a:ea typeface=""/><a:cs typeface=""/></a:minorFont></a:fontScheme>
<a:fmtScheme name="Meridian"><a:fillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:fillStyleLst><a:lnStyleLst><a:ln w="6350"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="12700"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="19050"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln></a:lnStyleLst><a:effectStyleLst><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle></a:effectStyleLst><a:bgFillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:bgFillStyleLst></a:fmtScheme>
</a:themeElements><a:objectDefaults/><a:extraClrSchemeLst/></a:theme>`;

const emptyTree =
  '<p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/><a:chOff x="0" y="0"/><a:chExt cx="0" cy="0"/></a:xfrm></p:grpSpPr></p:spTree>';
const master = `${XML}<p:sldMaster xmlns:a="${A}" xmlns:r="${REL}" xmlns:p="${P}"><p:cSld><p:bg><p:bgRef idx="1001"><a:schemeClr val="bg1"/></p:bgRef></p:bg>${emptyTree}</p:cSld><p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/><p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst><p:txStyles><p:titleStyle><a:lvl1pPr><a:defRPr sz="3200"/></a:lvl1pPr></p:titleStyle><p:bodyStyle><a:lvl1pPr><a:defRPr sz="1800"/></a:lvl1pPr></p:bodyStyle><p:otherStyle><a:lvl1pPr><a:defRPr sz="1800"/></a:lvl1pPr></p:otherStyle></p:txStyles></p:sldMaster>`;
const layout = `${XML}<p:sldLayout xmlns:a="${A}" xmlns:r="${REL}" xmlns:p="${P}" type="blank" preserve="1"><p:cSld name="Blank">${emptyTree}</p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>`;

function pptx({ title, subject }) {
  const slideIds = slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 2}"/>`).join('');
  const presentation = `${XML}<p:presentation xmlns:a="${A}" xmlns:r="${REL}" xmlns:p="${P}" saveSubsetFonts="1"><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:sldIdLst>${slideIds}</p:sldIdLst><p:sldSz cx="12192000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/><p:defaultTextStyle><a:lvl1pPr><a:defRPr lang="en-US"/></a:lvl1pPr></p:defaultTextStyle></p:presentation>`;
  const overrides = [
    '<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>',
    '<Override PartName="/ppt/slideMasters/slideMaster1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideMaster+xml"/>',
    '<Override PartName="/ppt/slideLayouts/slideLayout1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideLayout+xml"/>',
    '<Override PartName="/ppt/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/>',
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>',
    ...slides.map(
      (_, i) =>
        `<Override PartName="/ppt/slides/slide${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`,
    ),
  ].join('');
  return zip([
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides}</Types>`,
    ],
    [
      '_rels/.rels',
      rels([
        ['rId1', `${REL}/officeDocument`, 'ppt/presentation.xml'],
        [
          'rId2',
          'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties',
          'docProps/core.xml',
        ],
      ]),
    ],
    ['docProps/core.xml', coreProps(title, subject)],
    ['ppt/presentation.xml', presentation],
    [
      'ppt/_rels/presentation.xml.rels',
      rels([
        ['rId1', `${REL}/slideMaster`, 'slideMasters/slideMaster1.xml'],
        ...slides.map((_, i) => [`rId${i + 2}`, `${REL}/slide`, `slides/slide${i + 1}.xml`]),
        [`rId${slides.length + 2}`, `${REL}/theme`, 'theme/theme1.xml'],
      ]),
    ],
    ['ppt/slideMasters/slideMaster1.xml', master],
    [
      'ppt/slideMasters/_rels/slideMaster1.xml.rels',
      rels([
        ['rId1', `${REL}/slideLayout`, '../slideLayouts/slideLayout1.xml'],
        ['rId2', `${REL}/theme`, '../theme/theme1.xml'],
      ]),
    ],
    ['ppt/slideLayouts/slideLayout1.xml', layout],
    [
      'ppt/slideLayouts/_rels/slideLayout1.xml.rels',
      rels([['rId1', `${REL}/slideMaster`, '../slideMasters/slideMaster1.xml']]),
    ],
    ['ppt/theme/theme1.xml', theme],
    ...slides.flatMap((xml, i) => [
      [`ppt/slides/slide${i + 1}.xml`, xml],
      [
        `ppt/slides/_rels/slide${i + 1}.xml.rels`,
        rels([['rId1', `${REL}/slideLayout`, '../slideLayouts/slideLayout1.xml']]),
      ],
    ]),
  ]);
}

const outputs = [
  ['sales/annual-license-proposal.docx', proposal],
  [
    'marketing/five-states-overview.pptx',
    pptx({
      title: 'Five States Overview (PowerPoint)',
      subject: 'Market State Detector five states overview',
    }),
  ],
];
for (const [path, buffer] of outputs) {
  writeFileSync(join(library, path), buffer);
  console.log(`wrote ${path} (${(buffer.length / 1024).toFixed(1)} KB)`);
}
