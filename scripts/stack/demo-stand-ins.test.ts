import { describe, expect, it } from 'vitest';
import { loadConfig } from '@trusthive/platform';
import { STAND_IN_GSTINS } from '../e2e/gst-stand-in';
import { startDemoStandIns } from './demo-stand-ins';

// `npm start`'s demo mode: the GST stand-in only when DEMO_STAND_INS asks for it.
describe(startDemoStandIns.name, () => {
  it('should start nothing and point nothing elsewhere by default', async () => {
    const demo = await startDemoStandIns(loadConfig({}));
    expect(demo.env).toEqual({});
    expect(demo.lines).toEqual([]);
    await demo.close();
  });

  it('should point the GST provider at a stand-in whose answers say they are a stand-in’s', async () => {
    const demo = await startDemoStandIns(loadConfig({ DEMO_STAND_INS: 'gst' }));
    try {
      const config = loadConfig(demo.env);
      expect(config.enrichment.providers.gst.enabled).toBe(true);
      const url = new URL('/commonapi/v1.1/search', demo.env.GST_API_BASE_URL);
      url.searchParams.set('action', 'TP');
      url.searchParams.set('gstin', STAND_IN_GSTINS.active);
      const answer = await fetch(url, {
        headers: { authorization: `Bearer ${demo.env.GST_API_KEY}` },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-trusthive-stand-in')).toBe('1');
      expect(await answer.json()).toMatchObject({ gstin: STAND_IN_GSTINS.active, sts: 'Active' });
      expect(demo.lines.join('\n')).toMatch(/stand-in \(DEMO_STAND_INS=gst\).*made up/);
    } finally {
      await demo.close();
    }
  });

  it('should refuse a stand-in it does not have', () => {
    expect(() => loadConfig({ DEMO_STAND_INS: 'gst,maps' })).toThrow(/DEMO_STAND_INS/);
  });
});
