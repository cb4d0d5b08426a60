import {
  answerRegistry,
  type RegistryStandInChanges,
  type StandInCompany,
} from '../../../../scripts/e2e/registry-stand-in';
import { sendJson, startFakeServer, type FakeServer } from './fake-server';

// The registry stand-in of the browser-test stack (scripts/e2e/registry-stand-in.ts) on a
// server of its own, so a test counts its own calls and says what the registry says of a CIN.
export {
  STAND_IN_REGISTRY_KEY as REGISTRY_KEY,
  STAND_IN_REGISTRY_AS_OF,
  standInCompany,
} from '../../../../scripts/e2e/registry-stand-in';

export interface FakeRegistryApi extends FakeServer {
  /** From now on the registry says this of the CIN; null: no such company (404). */
  says(cin: string, company: Partial<StandInCompany> | null): void;
}

export async function startFakeRegistryApi(): Promise<FakeRegistryApi> {
  const changes: RegistryStandInChanges = new Map();
  const server = await startFakeServer((request, response, url) => {
    if (!answerRegistry(request, response, url, changes)) {
      sendJson(response, 404, { message: 'Not found' });
    }
  });
  return { ...server, says: (cin, company) => changes.set(cin, company) };
}
