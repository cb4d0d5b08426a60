import {
  PROVENANCE_MESSAGES,
  REGISTRY_MESSAGES,
  SCORE_STATUS_LABELS,
  type CompanyProfile,
  type Provenance,
  type ScoreComponent,
  type TrustScore,
} from '@trusthive/contracts';
import { istDateTime, longDate, rupees } from './report-format';

// Issue 43 part 5: the company report's content, from the masked profile alone (the same read
// as the page, so the report cannot show what the page hides), as plain lines for the PDF
// writer. What is not known is said plainly ("not checked", "none on record", "date not
// recorded"), and every block says where its facts come from and of when.

export interface ReportLine {
  /** A label before the text, in bold: "Status: Active". */
  label?: string;
  text: string;
  /** 'lead': the verdict's own line; 'note': a source or a date, smaller and grey. */
  style?: 'lead' | 'note';
}

export interface ReportSection {
  title: string;
  lines: ReportLine[];
}

export interface ReportContent {
  companyName: string;
  /** "CIN U74999HR2021PTC097895", or that none is on record. */
  identity: string;
  /** "Generated 8 March 2026, 14:05 IST". */
  generated: string;
  liveUrl: string;
  sections: ReportSection[];
}

export interface ReportContext {
  generatedAt: Date;
  /** The page the site shows for this company, on the public origin. */
  liveUrl: string;
}

const NOT_RECORDED = 'date not recorded';
const NOT_ON_RECORD = 'Not on record';

/**
 * "Source: X, as of 5 May 2025." or "Source: X, date not recorded.", after what it sources when
 * given ("Active. Source: …"). A source that says its own date ("…, as of 1 Jun 2025", the
 * registry provider's words) gives it up for this one.
 */
export function sourceLine(
  source: string,
  asOf: string | null | undefined,
  fact?: string,
): ReportLine {
  const when = longDate(asOf);
  const words = source
    .replace(/^Source: /, '')
    .replace(/, as of [^,]*$/, '')
    .replace(/\.$/, '');
  const sourced = `Source: ${words}, ${when ? `as of ${when}` : NOT_RECORDED}.`;
  return { text: fact ? `${fact.replace(/\.$/, '')}. ${sourced}` : sourced, style: 'note' };
}

const valueOr = (value: string | null | undefined, otherwise = NOT_ON_RECORD) =>
  value?.trim() ? value.trim() : otherwise;

const dateOr = (value: string | null | undefined) => longDate(value) ?? NOT_ON_RECORD;

/** The latest of some 'YYYY-MM-DD' dates, or null. */
const latest = (...dates: Array<string | null | undefined>) =>
  (dates.filter(Boolean) as string[]).sort().at(-1) ?? null;

/** Where the registry facts come from, in the profile's words. */
function registrySourceOf(registry: Provenance['registry']): {
  source: string;
  asOf: string | null;
} {
  if (registry.origin === 'mca_file') {
    return { source: PROVENANCE_MESSAGES.mcaFile(registry.file), asOf: registry.fileDate };
  }
  if (registry.origin === 'submitted') {
    return { source: PROVENANCE_MESSAGES.submitted, asOf: registry.submittedOn };
  }
  return { source: 'generated sample data, not MCA records', asOf: null };
}

function gstSourceOf(gst: Provenance['gst']): { source: string; asOf: string | null } {
  if (gst.gstn) {
    const standIn = gst.gstn.standIn ? ' (a stand-in server for testing, not GSTN)' : '';
    return { source: `GST network via ${gst.gstn.provider}${standIn}`, asOf: gst.gstn.fetchedOn };
  }
  if (gst.checked === 'gst_registration') {
    return { source: 'GST registration details', asOf: gst.asOf };
  }
  if (gst.checked === 'company_record') {
    return { source: 'GSTIN submitted by the company', asOf: gst.asOf };
  }
  return { source: 'no GST data has been received for this company', asOf: null };
}

/** Each score block's source and the date of its facts (the component names of the rules). */
export function blockSource(
  component: Pick<ScoreComponent, 'name'>,
  profile: Pick<CompanyProfile, 'provenance'>,
  score: Pick<TrustScore, 'history' | 'ruleVersion'>,
): { source: string; asOf: string | null } {
  const { provenance } = profile;
  const scoredOn = score.history[0]?.changedAt.slice(0, 10) ?? null;
  switch (component.name) {
    case 'Corporate Registry':
      return registrySourceOf(provenance.registry);
    case 'GST':
      return gstSourceOf(provenance.gst);
    case 'Online Reputation': {
      if (provenance.ratings.length === 0) return { source: 'no rating on record', asOf: null };
      return {
        source: provenance.ratings.map((rating) => `${rating.provider} rating`).join(' and '),
        asOf: latest(...provenance.ratings.map((rating) => rating.fetchedOn)),
      };
    }
    case 'Brand Authorization':
      return {
        source: "the company's registration on TrustHive (no authorization verified yet)",
        asOf: provenance.ownerSubmittedOn ?? provenance.registry.submittedOn,
      };
    case 'Profile Completeness':
      return {
        source: "the company's record on TrustHive",
        asOf: latest(
          provenance.registry.fileDate,
          provenance.registry.submittedOn,
          provenance.ownerSubmittedOn,
          provenance.ownerUpdate?.updatedOn,
          ...provenance.corrections.map((correction) => correction.acceptedOn),
        ),
      };
    case 'Internal Reports and Red Flags':
      return { source: 'TrustHive red-flag checks and upheld reports', asOf: scoredOn };
    default:
      return { source: `TrustHive scoring rules v${score.ruleVersion}`, asOf: scoredOn };
  }
}

function verdictSection(score: TrustScore | null): ReportSection {
  if (!score) {
    return {
      title: 'Verdict',
      lines: [
        {
          text: 'Not yet computed for this company. The live page computes the score and the verdict when it is opened.',
          style: 'lead',
        },
      ],
    };
  }
  return {
    title: 'Verdict',
    lines: [
      { text: score.verdict.line, style: 'lead' },
      ...score.verdict.parts.map((part) => sourceLine(part.source, part.date, part.text)),
    ],
  };
}

function scoreSection(profile: CompanyProfile, score: TrustScore | null): ReportSection {
  if (!score) {
    return { title: 'Trust score', lines: [{ text: 'Not yet computed for this company.' }] };
  }
  const lines: ReportLine[] = [
    { label: 'Trust score', text: `${score.score}/100, ${score.level}` },
    { text: `${score.coverage.summary}.`, style: 'note' },
  ];
  for (const component of score.components) {
    const points =
      component.status === 'not-applicable' && component.score === 0
        ? SCORE_STATUS_LABELS['not-applicable']
        : `${component.score}/${component.maxScore}, ${SCORE_STATUS_LABELS[component.status]}`;
    const { source, asOf } = blockSource(component, profile, score);
    lines.push(
      { label: component.name, text: points },
      { text: component.details },
      sourceLine(source, asOf),
    );
  }
  const total = score.scaled
    ? `The blocks add up to ${score.rawScore} of ${score.rawMaxScore}, scaled to ${score.score} of 100.`
    : `The blocks add up to ${score.rawScore} of ${score.rawMaxScore}.`;
  lines.push({ text: `${total} Rules version ${score.ruleVersion}.`, style: 'note' });
  return { title: 'Trust score', lines };
}

function historySection(score: TrustScore | null): ReportSection {
  const history = score?.history ?? [];
  return {
    title: 'Score history',
    lines:
      history.length === 0
        ? [{ text: 'No change of the score on record yet.' }]
        : history.map((entry) => ({
            label: dateOr(entry.changedAt),
            text: `${entry.previousScore === null ? `${entry.score}` : `${entry.previousScore} to ${entry.score}`} (${entry.level}): ${entry.reason}`,
          })),
  };
}

function registrySection(profile: CompanyProfile): ReportSection {
  const { company, provenance } = profile;
  const { source, asOf } = registrySourceOf(provenance.registry);
  const address = [company.registeredOfficeAddress, company.city, company.state, company.pincode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  const capital = (value: number | null) => (value === null ? NOT_ON_RECORD : rupees(value));
  return {
    title: 'Registry facts',
    lines: [
      { label: 'Status', text: valueOr(company.status) },
      { label: 'Date of incorporation', text: dateOr(company.registrationDate) },
      { label: 'Company type', text: valueOr(company.entityType) },
      { label: 'Class', text: valueOr(company.companyClass) },
      { label: 'Category', text: valueOr(company.category) },
      { label: 'Sub-category', text: valueOr(company.subCategory) },
      { label: 'Industry', text: valueOr(company.industrialClassification) },
      { label: 'Registrar of Companies', text: valueOr(company.roc) },
      { label: 'Authorized capital', text: capital(company.authorizedCapital) },
      { label: 'Paid-up capital', text: capital(company.paidUpCapital) },
      { label: 'Registered office', text: valueOr(address) },
      sourceLine(source, asOf),
    ],
  };
}

function gstSection(profile: CompanyProfile): ReportSection {
  const lines: ReportLine[] = [];
  for (const registration of profile.gstRegistrations) {
    const state = registration.state ? `, ${registration.state}` : '';
    lines.push(
      {
        label: registration.gstin,
        text: `${registration.status} per the GST network${state}; legal name ${valueOr(registration.legalName)}; registered on ${dateOr(registration.registeredOn)}`,
      },
      sourceLine(
        `GST network via ${registration.provider}${registration.standIn ? ' (a stand-in server for testing, not GSTN)' : ''}`,
        registration.fetchedAt,
      ),
    );
  }
  const { gst } = profile;
  if (gst) {
    lines.push(
      {
        label: gst.gstin,
        text: `GST details on record; registered on ${dateOr(gst.registrationDate)}; ${valueOr(gst.natureOfBusiness, 'nature of business not on record')}`,
      },
      sourceLine('GST registration details', profile.provenance.gstDetailsStoredOn),
    );
  }
  if (lines.length === 0 && profile.company.gstNumber) {
    lines.push(
      { label: profile.company.gstNumber, text: 'GSTIN on the company record' },
      sourceLine(gstSourceOf(profile.provenance.gst).source, profile.provenance.gst.asOf),
    );
  }
  if (lines.length === 0) lines.push({ text: 'No GST registration on record: GST not checked.' });
  return { title: 'GST registrations (masked)', lines };
}

function directorsSection(profile: CompanyProfile): ReportSection {
  const { directors, registry } = profile;
  if (directors.length === 0) {
    return {
      title: 'Directors',
      lines: [{ text: registry ? REGISTRY_MESSAGES.noDirectors : REGISTRY_MESSAGES.notChecked }],
    };
  }
  const lines: ReportLine[] = directors.map((director) => {
    const facts = [
      director.designation,
      director.dinPan ? `DIN/PAN ${director.dinPan}` : null,
      director.beginDate ? `appointed on ${dateOr(director.beginDate)}` : null,
      director.ceasedOn ? `left on ${dateOr(director.ceasedOn)}` : null,
      director.otherCompaniesNote,
    ].filter(Boolean);
    return { label: director.name, text: facts.length > 0 ? facts.join('; ') : NOT_ON_RECORD };
  });
  lines.push(
    registry
      ? sourceLine(registry.source, registry.asOf)
      : { text: 'Source: director records on file, date not recorded.', style: 'note' },
  );
  return { title: 'Directors', lines };
}

function chargesSection(profile: CompanyProfile): ReportSection {
  const { registry } = profile;
  if (!registry) return { title: 'Charges', lines: [{ text: REGISTRY_MESSAGES.notChecked }] };
  const lines: ReportLine[] =
    registry.charges.length === 0
      ? [{ text: REGISTRY_MESSAGES.noCharges }]
      : registry.charges.map((charge) => ({
          label: charge.holder,
          text: [
            charge.status,
            charge.amount === null ? 'amount not on record' : rupees(charge.amount),
            `created on ${dateOr(charge.createdOn)}`,
            charge.satisfiedOn ? `satisfied on ${dateOr(charge.satisfiedOn)}` : null,
          ]
            .filter(Boolean)
            .join('; '),
        }));
  lines.push(sourceLine(registry.source, registry.asOf));
  return { title: 'Charges', lines };
}

function redFlagsSection(score: TrustScore | null): ReportSection {
  if (!score) return { title: 'Red flags', lines: [{ text: 'Not yet checked.' }] };
  if (score.redFlags.length === 0) {
    return { title: 'Red flags', lines: [{ text: 'None found by the red-flag checks.' }] };
  }
  return {
    title: 'Red flags',
    lines: score.redFlags.flatMap((flag) => [
      {
        text: `${flag.title.replace(/\.$/, '')}${flag.points > 0 ? ` (${flag.points} points off)` : ''}`,
      },
      sourceLine(flag.source, flag.date),
    ]),
  };
}

function upheldReportsSection(profile: CompanyProfile): ReportSection | null {
  const reports = profile.upheldReports;
  if (reports.length === 0) return null;
  const lines: ReportLine[] = reports.flatMap((report) => {
    const reply = report.ownerReply;
    return [
      { label: `Upheld on ${dateOr(report.upheldOn)}`, text: report.summary },
      ...(reply
        ? [
            {
              label: `Reply from the company, published on ${dateOr(reply.publishedOn)}`,
              text: reply.body,
            },
          ]
        : []),
    ];
  });
  lines.push({
    text: 'Reports the TrustHive team reviewed and upheld. Who reported is never shown.',
    style: 'note',
  });
  return {
    title: `${reports.length} upheld ${reports.length === 1 ? 'report' : 'reports'}`,
    lines,
  };
}

/** The report of a profile, section by section, in the order the issue gives. */
export function reportContent(profile: CompanyProfile, context: ReportContext): ReportContent {
  const score = profile.trustScore;
  const upheld = upheldReportsSection(profile);
  return {
    companyName: profile.company.name,
    identity: profile.company.cin ? `CIN ${profile.company.cin}` : 'No CIN on record',
    generated: `Generated ${istDateTime(context.generatedAt)}`,
    liveUrl: context.liveUrl,
    sections: [
      verdictSection(score),
      scoreSection(profile, score),
      historySection(score),
      registrySection(profile),
      gstSection(profile),
      directorsSection(profile),
      chargesSection(profile),
      redFlagsSection(score),
      ...(upheld ? [upheld] : []),
    ],
  };
}
