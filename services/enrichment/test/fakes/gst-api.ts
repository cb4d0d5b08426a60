import {
  answerGstSearch,
  type StandInChanges,
  type StandInRecord,
} from '../../../../scripts/e2e/gst-stand-in';
import { sendJson, startFakeServer, type FakeServer } from './fake-server';

// The GST stand-in of the browser-test stack (scripts/e2e/gst-stand-in.ts) on a server of its
// own, so a test counts its own calls, and says what GSTN changed since (a status).
export {
  STAND_IN_GST_KEY as GST_KEY,
  STAND_IN_GSTINS,
  freshStandInGstin,
} from '../../../../scripts/e2e/gst-stand-in';

export interface FakeGstApi extends FakeServer {
  /** From now on GSTN describes the number with these fields changed (e.g. cancelled). */
  change(gstin: string, fields: Partial<StandInRecord>): void;
}

export async function startFakeGstApi(): Promise<FakeGstApi> {
  const changes: StandInChanges = new Map();
  const server = await startFakeServer((request, response, url) => {
    if (!answerGstSearch(request, response, url, changes)) {
      sendJson(response, 404, { message: 'Not found' });
    }
  });
  return {
    ...server,
    change: (gstin, fields) => changes.set(gstin, { ...changes.get(gstin), ...fields }),
  };
}
