import { describe, expect, it } from 'vitest';
import { createServer } from '@trusthive/platform';
import { confineRoutes, isIntakeUrl, isOwnerUrl, isStaffUrl } from './confine-routes';

const server = () => createServer({ name: 'walls-test', log: { level: 'silent', pretty: false } });

describe('the parts of submissions', () => {
  it('should stop the service at start when a part adds a route outside its URL space', async () => {
    const app = server();
    await expect(
      app.register(async (staff) => {
        confineRoutes(staff, 'the staff API', isStaffUrl);
        staff.get('/api/staff/queues', async () => ({}));
        staff.get('/api/account/companies', async () => ({}));
      }),
    ).rejects.toThrow('/api/account/companies is not a route of the staff API');
    await app.close();
  });

  it('should keep a part’s hooks off the routes of the others', async () => {
    const app = server();
    await app.register(async (staff) => {
      confineRoutes(staff, 'the staff API', isStaffUrl);
      staff.addHook('onSend', async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
      });
      staff.get('/api/staff/queues', async () => ({}));
    });
    await app.register(async (intake) => {
      confineRoutes(intake, 'intake', isIntakeUrl);
      intake.get('/api/entity-types', async () => ({}));
    });
    const staff = await app.inject({ method: 'GET', url: '/api/staff/queues' });
    const intake = await app.inject({ method: 'GET', url: '/api/entity-types' });
    expect(staff.headers['cache-control']).toBe('no-store');
    expect(intake.headers['cache-control']).toBeUndefined();
    await app.close();
  });

  it('should give every URL to exactly one part', () => {
    for (const url of ['/api/staff/reports', '/api/account/session', '/api/claims', '/media/x']) {
      const owners = [isStaffUrl, isOwnerUrl, isIntakeUrl].filter((belongs) => belongs(url));
      expect(owners).toHaveLength(1);
    }
  });
});
