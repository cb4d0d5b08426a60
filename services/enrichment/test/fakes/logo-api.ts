import {
  answerFailure,
  behaviourOf,
  sendJson,
  startFakeServer,
  type FakeServer,
} from './fake-server';
import { slug } from './google-places';

// Brandfetch's Brand Search API: GET /v2/search/{name}?c={clientId} → a list of brands.
export const LOGO_KEY = 'test-logo-client-id';

export const logoUrlFor = (name: string) => `https://cdn.brandfetch.io/${slug(name)}/icon.png`;

export function startFakeLogoApi(): Promise<FakeServer> {
  return startFakeServer((_request, response, url) => {
    const match = /^\/v2\/search\/(.+)$/.exec(url.pathname);
    if (!match) return sendJson(response, 404, { message: 'Not found' });
    if (url.searchParams.get('c') !== LOGO_KEY)
      return sendJson(response, 401, { message: 'Unauthorized' });
    const name = decodeURIComponent(match[1]!);
    const behaviour = behaviourOf(name);
    if (answerFailure(behaviour, response)) return;
    if (behaviour === 'none') return sendJson(response, 200, []);
    if (behaviour === 'denied') return sendJson(response, 403, { message: 'Forbidden' });
    return sendJson(response, 200, [
      { name: 'Someone Else', domain: 'else.example', icon: null, claimed: false, brandId: 'id0' },
      {
        name,
        domain: `${slug(name)}.example.in`,
        icon: logoUrlFor(name),
        claimed: true,
        brandId: 'id1',
      },
    ]);
  });
}
