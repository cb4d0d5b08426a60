// What GST facts would do to the levels (issue 40's closing figure): every company of the
// database scored three ways, in memory, writing nothing:
//   1. as its facts stand;
//   2. with stand-in GST facts: the GST network listing one registration in the registered
//      state, Active for a company the registry lists as active, else Cancelled on the date of
//      its registry facts (what GSTN does when a company closes);
//   3. the same, and a stand-in rating of 4.2 from 30 reviews for the active ones.
// Stand-in facts are never stored: the figures say what the rules make of such evidence.
//   tsx services/scoring/src/cli/gst-level-sample.ts
import { companyStatusKind, TRUST_LEVELS } from '@trusthive/contracts';
import { createDb, readConfigOrExit } from '@trusthive/platform';
import { findScoreInputsBatch } from '../repositories/score-inputs.repository';
import { computeTrustScore, type TrustScoreInput } from '../rules/trust-score';
import { toScoreInput } from '../trust-score.service';

const BATCH = 5_000;
const STAND_IN_RATING = { rating: 4.2, reviewCount: 30 };

type Scenario = (input: TrustScoreInput) => TrustScoreInput;

function withStandInGst(input: TrustScoreInput): TrustScoreInput {
  const active = companyStatusKind(input.company.status) === 'active';
  const date = input.company.registrySourceDate ?? input.company.recordedOn;
  return {
    ...input,
    gstn: [
      {
        gstin: 'stand-in',
        status: active ? 'Active' : 'Cancelled',
        stateName: input.company.state,
        registeredOn: input.company.incorporatedOn ?? null,
        cancelledOn: active ? null : date,
        gstnUpdatedOn: date,
        fetchedOn: date ?? '2026-12-07',
        provider: 'level sample',
        standIn: true,
      },
    ],
  };
}

const SCENARIOS: Record<string, Scenario> = {
  'as stored': (input) => input,
  'with stand-in GST': withStandInGst,
  'with stand-in GST and rating': (input) => {
    const gst = withStandInGst(input);
    if (companyStatusKind(input.company.status) !== 'active') return gst;
    return { ...gst, ratings: { ...gst.ratings, thirdParty: STAND_IN_RATING } };
  },
};

interface Tally {
  levels: Map<string, number>;
  scores: Map<number, number>;
}

const config = readConfigOrExit();
const db = createDb({ url: config.database.url, poolSize: 1, applicationName: 'gst-level-sample' });
const tallies = new Map<string, Tally>(
  Object.keys(SCENARIOS).map((name) => [name, { levels: new Map(), scores: new Map() }]),
);
let total = 0;
try {
  let afterId = 0;
  for (;;) {
    const rows = await findScoreInputsBatch(db, { since: new Date(0), afterId, limit: BATCH });
    if (rows.length === 0) break;
    afterId = rows.at(-1)!.id;
    total += rows.length;
    for (const row of rows) {
      const input = toScoreInput(row);
      for (const [name, scenario] of Object.entries(SCENARIOS)) {
        const { score, level } = computeTrustScore(scenario(input));
        const tally = tallies.get(name)!;
        tally.levels.set(level, (tally.levels.get(level) ?? 0) + 1);
        tally.scores.set(score, (tally.scores.get(score) ?? 0) + 1);
      }
    }
  }
} finally {
  await db.destroy();
}

const percent = (count: number) => `${((100 * count) / Math.max(total, 1)).toFixed(1)}%`;
console.info(`${total.toLocaleString('en-IN')} companies`);
for (const [name, tally] of tallies) {
  const levels = ['Limited data', ...TRUST_LEVELS]
    .map((level) => `${level} ${percent(tally.levels.get(level) ?? 0)}`)
    .join(' · ');
  const [modal, modalCount] = [...tally.scores].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
  console.info(
    `${name}: ${levels} · ${tally.scores.size} distinct scores, the commonest (${modal}) ${percent(modalCount)}`,
  );
}
