import type { ResearchArea } from './research-areas.schema';

/**
 * The four research areas of the Scientific Foundation page (spec 2.14, entity "research area").
 * Papers are real, peer-reviewed and indexed in PubMed; each links to a PubMed search for its
 * exact title (the schema checks the URL). Summaries stay qualitative: the only figures are the
 * spec's own, shown on the page as the summary of cited studies.
 */
export const researchAreas: ResearchArea[] = [
  {
    id: 'cardiovascular',
    title: 'Cardiovascular',
    icon: 'heart',
    accentColor: 'red',
    claim:
      'Days of elevated geomagnetic activity are associated with more cardiovascular deaths and with measurable changes in heart-rate variability and blood pressure.',
    evidence: [
      'Epidemiological studies we cite report 5-15% increases in stroke and cardiac mortality on days of elevated geomagnetic activity. The broadest covered daily deaths in 263 U.S. cities and found geomagnetic disturbance associated with total, cardiovascular and myocardial-infarction mortality, with effects that varied by season.',
      'Heart-rate-variability (HRV) studies report shifts 24-48 hours before events. In healthy volunteers at 70°N, HRV was lower on geomagnetically disturbed days, and a five-month monitoring study found autonomic responses beginning at different lags after solar and geomagnetic changes. Blood-pressure studies point the same way.',
    ],
    papers: [
      {
        title:
          'Geomagnetic disturbances driven by solar activity enhance total and cardiovascular mortality risk in 263 U.S. cities',
        source: 'Zilli Vieira CL et al. Environmental Health, 2019',
        url: 'https://pubmed.ncbi.nlm.nih.gov/?term=Geomagnetic%20disturbances%20driven%20by%20solar%20activity%20enhance%20total%20and%20cardiovascular%20mortality%20risk%20in%20263%20U.S.%20cities',
      },
      {
        title:
          'Geomagnetic disturbance associated with decrease in heart rate variability in a subarctic area',
        source: 'Otsuka K et al. Biomedicine & Pharmacotherapy, 2001',
        url: 'https://pubmed.ncbi.nlm.nih.gov/?term=Geomagnetic%20disturbance%20associated%20with%20decrease%20in%20heart%20rate%20variability%20in%20a%20subarctic%20area',
      },
      {
        title:
          'Long-Term Study of Heart Rate Variability Responses to Changes in the Solar and Geomagnetic Environment',
        source: 'Alabdulgader A et al. Scientific Reports, 2018',
        url: 'https://pubmed.ncbi.nlm.nih.gov/?term=Long-Term%20Study%20of%20Heart%20Rate%20Variability%20Responses%20to%20Changes%20in%20the%20Solar%20and%20Geomagnetic%20Environment',
      },
      {
        title: 'Influence of local geomagnetic storms on arterial blood pressure',
        source: 'Dimitrova S et al. Bioelectromagnetics, 2004',
        url: 'https://pubmed.ncbi.nlm.nih.gov/?term=Influence%20of%20local%20geomagnetic%20storms%20on%20arterial%20blood%20pressure',
      },
    ],
  },
  {
    id: 'neurological',
    title: 'Neurological',
    icon: 'brain',
    accentColor: 'purple',
    claim:
      'Geomagnetic storms are associated with a higher risk of stroke, and the human brain responds measurably to changes in Earth-strength magnetic fields.',
    evidence: [
      'A pooled analysis of six population-based stroke-incidence studies in Europe and Australasia found geomagnetic storms associated with an increased risk of stroke, most clearly in people under 65.',
      'In laboratory conditions, rotations of an Earth-strength magnetic field produced a repeatable drop in EEG alpha-band activity in some participants: evidence that the nervous system can register geomagnetic change without any conscious awareness of it.',
    ],
    papers: [
      {
        title:
          'Geomagnetic storms can trigger stroke: evidence from 6 large population-based studies in Europe and Australasia',
        source: 'Feigin VL et al. Stroke, 2014',
        url: 'https://pubmed.ncbi.nlm.nih.gov/?term=Geomagnetic%20storms%20can%20trigger%20stroke%3A%20evidence%20from%206%20large%20population-based%20studies%20in%20Europe%20and%20Australasia',
      },
      {
        title:
          'Transduction of the Geomagnetic Field as Evidenced from alpha-Band Activity in the Human Brain',
        source: 'Wang CX et al. eNeuro, 2019',
        url: 'https://pubmed.ncbi.nlm.nih.gov/?term=Transduction%20of%20the%20Geomagnetic%20Field%20as%20Evidenced%20from%20alpha-Band%20Activity%20in%20the%20Human%20Brain',
      },
    ],
  },
  {
    id: 'behavioral',
    title: 'Behavioral',
    icon: 'users',
    accentColor: 'orange',
    claim:
      'Geomagnetic storms are associated with shifts in population-level mood and behavior: the channel through which environmental stress could plausibly reach collective decisions, including those made in markets.',
    evidence: [
      'A British study found hospital admissions of men for depression rose in the second week after geomagnetic storms, compared with quiet periods; the author proposed disrupted melatonin rhythms as a possible cause.',
      'In long-run Australian national data, suicides among women increased during autumn periods of geomagnetic storm activity.',
      'We read these as evidence that environmental stress can move behavior at population scale, not as statements about any individual. The link to markets is our hypothesis, and we test it separately in the 2012-2024 back-test.',
    ],
    papers: [
      {
        title:
          'Geomagnetic storms: association with incidence of depression as measured by hospital admission',
        source: 'Kay RW. British Journal of Psychiatry, 1994',
        url: 'https://pubmed.ncbi.nlm.nih.gov/?term=Geomagnetic%20storms%3A%20association%20with%20incidence%20of%20depression%20as%20measured%20by%20hospital%20admission',
      },
      {
        title:
          'Do ambient electromagnetic fields affect behaviour? A demonstration of the relationship between geomagnetic storm activity and suicide',
        source: 'Berk M, Dodd S, Henry M. Bioelectromagnetics, 2006',
        url: 'https://pubmed.ncbi.nlm.nih.gov/?term=Do%20ambient%20electromagnetic%20fields%20affect%20behaviour%3F%20A%20demonstration%20of%20the%20relationship%20between%20geomagnetic%20storm%20activity%20and%20suicide',
      },
    ],
  },
  {
    id: 'mechanism',
    title: 'Mechanism',
    icon: 'magnet',
    accentColor: 'blue',
    claim:
      'Plausible biological pathways exist: melatonin and circadian regulation, a candidate magnetoreception system, and autonomic rhythms that synchronize with the geomagnetic field.',
    evidence: [
      'Two independent studies found lower melatonin output on geomagnetically disturbed days: electric-utility workers excreted less of a melatonin metabolite overnight, and at 70°N large enough geomagnetic changes lowered salivary melatonin.',
      'A review in Proceedings of the Royal Society B proposed that cryptochrome, known for its roles in circadian clocks and animal magnetoreception, may mediate stress responses to geomagnetic storms through the hypothalamic-pituitary-adrenal axis.',
      'Continuous HRV monitoring of people in separate locations found their autonomic rhythms synchronized with one another and with geomagnetic activity over a 31-day period. Mechanisms remain under active investigation, and none of this establishes causation.',
    ],
    papers: [
      {
        title:
          'Geomagnetic disturbances are associated with reduced nocturnal excretion of a melatonin metabolite in humans',
        source: 'Burch JB, Reif JS, Yost MG. Neuroscience Letters, 1999',
        url: 'https://pubmed.ncbi.nlm.nih.gov/?term=Geomagnetic%20disturbances%20are%20associated%20with%20reduced%20nocturnal%20excretion%20of%20a%20melatonin%20metabolite%20in%20humans',
      },
      {
        title: 'Geomagnetic activity influences the melatonin secretion at latitude 70 degrees N',
        source: 'Weydahl A et al. Biomedicine & Pharmacotherapy, 2001',
        url: 'https://pubmed.ncbi.nlm.nih.gov/?term=Geomagnetic%20activity%20influences%20the%20melatonin%20secretion%20at%20latitude%2070%20degrees%20N',
      },
      {
        title:
          'Are stress responses to geomagnetic storms mediated by the cryptochrome compass system?',
        source: 'Close J. Proceedings of the Royal Society B, 2012',
        url: 'https://pubmed.ncbi.nlm.nih.gov/?term=Are%20stress%20responses%20to%20geomagnetic%20storms%20mediated%20by%20the%20cryptochrome%20compass%20system%3F',
      },
      {
        title:
          'Synchronization of Human Autonomic Nervous System Rhythms with Geomagnetic Activity in Human Subjects',
        source:
          'McCraty R et al. International Journal of Environmental Research and Public Health, 2017',
        url: 'https://pubmed.ncbi.nlm.nih.gov/?term=Synchronization%20of%20Human%20Autonomic%20Nervous%20System%20Rhythms%20with%20Geomagnetic%20Activity%20in%20Human%20Subjects',
      },
    ],
  },
];
