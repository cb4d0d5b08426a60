import {
  answerFailure,
  behaviourOf,
  sendJson,
  startFakeServer,
  type FakeServer,
} from './fake-server';
import { slug } from './google-places';

// The e-mail lookup source, speaking spec §7's scrape-cleartax function:
// POST /scrape-cleartax { company_id, cin, company_name } → { email, cached }.
export const EMAIL_KEY = 'test-email-key';

export const emailFor = (name: string) => `info@${slug(name)}.example.in`;

export function startFakeEmailLookup(): Promise<FakeServer> {
  return startFakeServer((request, response, url) => {
    if (request.method !== 'POST' || url.pathname !== '/scrape-cleartax') {
      return sendJson(response, 404, { error: 'Not found' });
    }
    if (request.headers.authorization !== `Bearer ${EMAIL_KEY}`) {
      return sendJson(response, 401, { error: 'Unauthorized' });
    }
    const body = JSON.parse(request.body) as { company_name: string };
    const behaviour = behaviourOf(body.company_name);
    if (answerFailure(behaviour, response)) return;
    if (behaviour === 'none') return sendJson(response, 200, { email: null, cached: false });
    if (behaviour === 'denied') return sendJson(response, 403, { error: 'Forbidden' });
    return sendJson(response, 200, { email: emailFor(body.company_name), cached: false });
  });
}
