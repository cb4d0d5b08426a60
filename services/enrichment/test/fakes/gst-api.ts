import { answerGstSearch } from '../../../../scripts/e2e/gst-stand-in';
import { sendJson, startFakeServer, type FakeServer } from './fake-server';

// The GST stand-in of the browser-test stack (scripts/e2e/gst-stand-in.ts) on a server of its
// own, so a test counts its own calls.
export {
  STAND_IN_GST_KEY as GST_KEY,
  STAND_IN_GSTINS,
  freshStandInGstin,
} from '../../../../scripts/e2e/gst-stand-in';

export function startFakeGstApi(): Promise<FakeServer> {
  return startFakeServer((request, response, url) => {
    if (!answerGstSearch(request, response, url)) sendJson(response, 404, { message: 'Not found' });
  });
}
