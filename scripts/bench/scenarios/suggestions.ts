import { SUGGESTION_LIMIT } from '@trusthive/contracts';
import { brandHeadQuery, companyHeadQuery, toSearchTerm } from '@trusthive/search/hot-queries';
import {
  brandAt,
  byType,
  compiler,
  drawSample,
  seededRandom,
  typedPiece,
  type DrawnSearch,
} from './search';
import type { Scenario, ScenarioContext } from './types';

// Suggestions as the search box asks for them (GET /api/search/suggestions): what a visitor has
// typed so far, 1 to 30 characters, mostly the start of a company name, sometimes of a word
// inside it, of a brand name or of a CIN. Same seeded sample as the search scenario.

export async function drawTyped(ctx: ScenarioContext): Promise<DrawnSearch[]> {
  const { names, brands } = await drawSample(ctx);
  const random = seededRandom(8_675_309);
  const draws: DrawnSearch[] = [];
  for (let index = 0; index < ctx.maxRequests; index++) {
    const company = names[index % names.length]!;
    const roll = random();
    const brand = brandAt(brands, index);
    if (roll < 0.6 || (roll < 0.75 && !company.cin) || (roll >= 0.75 && !brand)) {
      draws.push({
        term: typedPiece(company.name, random, 0.85).toLowerCase(),
        type: 'name',
        page: 1,
      });
    } else if (roll < 0.75) {
      const cin = company.cin!;
      draws.push({
        term: cin.slice(0, 1 + Math.floor(random() * cin.length)),
        type: 'cin',
        page: 1,
      });
    } else {
      draws.push({ term: typedPiece(brand!, random, 0.85).toLowerCase(), type: 'brand', page: 1 });
    }
  }
  return draws;
}

function headFloor({ term, type }: DrawnSearch) {
  const searchTerm = toSearchTerm(term);
  return byType(
    type,
    companyHeadQuery(searchTerm, SUGGESTION_LIMIT),
    brandHeadQuery(searchTerm, SUGGESTION_LIMIT),
  ).compile(compiler);
}

export const suggestions: Scenario = {
  name: 'suggestions',
  description: 'GET /api/search/suggestions?q=&type= for what a visitor has typed so far',
  async *requests(ctx) {
    for (const { term, type } of await drawTyped(ctx)) {
      yield `/api/search/suggestions?${new URLSearchParams({ q: term, type }).toString()}`;
    }
  },
  // The floor: the first statement of the SQL path (exact and prefix matches, which fill the
  // list for most typing) straight on PostgreSQL. Terms it cannot fill take one or two more
  // statements that the floor does not run. Once its typeahead is loaded the service answers
  // those lookups from memory (SEARCH_TYPEAHEAD), so a throughput ratio above 1× is expected:
  // the floor is then what the typeahead saves, not a bound.
  floor: {
    kind: 'sql',
    sql: headFloor({ term: 'x', type: 'name', page: 1 }).sql,
    params: async (ctx) => (await drawTyped(ctx)).map((draw) => [...headFloor(draw).parameters]),
  },
};
