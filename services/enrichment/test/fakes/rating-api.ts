import {
  answerFailure,
  behaviourOf,
  sendJson,
  startFakeServer,
  type FakeServer,
} from './fake-server';

// Trustpilot's business-unit API: GET /v1/business-units/find?name={domain or name}, with the
// key in the apikey header; 404 when the business is unknown.
export const RATING_KEY = 'test-rating-key';

export function startFakeRatingApi(): Promise<FakeServer> {
  return startFakeServer((request, response, url) => {
    if (url.pathname !== '/v1/business-units/find')
      return sendJson(response, 404, { message: 'Not found' });
    if (request.headers.apikey !== RATING_KEY)
      return sendJson(response, 401, { message: 'Unauthorized' });
    const name = url.searchParams.get('name') ?? '';
    const behaviour = behaviourOf(name);
    if (answerFailure(behaviour, response)) return;
    if (behaviour === 'none')
      return sendJson(response, 404, { message: 'Business unit not found' });
    if (behaviour === 'denied') return sendJson(response, 403, { message: 'Forbidden' });
    return sendJson(response, 200, {
      id: '507f191e810c19729de860ea',
      displayName: name,
      name: { identifying: name, referring: [name] },
      score: { stars: 4, trustScore: 4.2 },
      numberOfReviews: { total: 57, usedForTrustScoreCalculation: 50 },
      status: 'active',
    });
  });
}
