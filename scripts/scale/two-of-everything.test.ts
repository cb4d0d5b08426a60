import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@trusthive/contracts';
import { STACK_PROCESSES } from '../stack/processes';
import { createS3Client } from '@trusthive/platform';
import { newCompany, validRegistration } from '@trusthive/platform/testing';
import { startFleetStack, type FleetStack } from './fleet-stack';

// Two of everything (issue 22): two gateways, two replicas of every service and worker kind,
// one database, one Redis, one S3 bucket (see fleet-stack.ts). Each test shows one thing a
// fleet must not get wrong, and the run ends with one line of figures (`[scale] ...`).

const READS_PER_MINUTE = 40;
const WRITES_PER_MINUTE = 6;

let stack: FleetStack;
let company: { id: number };
const run = randomUUID().slice(0, 8);
const figures = {
  /** Requests each gateway answered (refused connections to a killed one not counted). */
  throughGateway: [0, 0],
  refusedConnections: 0,
  writesAccepted: 0,
  rowsFound: 0,
  jobsDoneTwice: 0,
  mailsSentTwice: 0,
  rowsLostInKills: 0,
  mailsLostInKills: 0,
  eventsAccepted: 0,
  eventsLost: 0,
};

beforeAll(async () => {
  stack = await startFleetStack({
    readsPerMinute: READS_PER_MINUTE,
    writesPerMinute: WRITES_PER_MINUTE,
  });
  company = await newCompany(stack.db, { company_name: `Fleetwise ${run} Private Limited` });
}, 240_000);

afterAll(async () => {
  if (stack) {
    const connections = Object.entries(stack.balancers)
      .map(([name, balancer]) => `${name} ${balancer.connections.join('/')}`)
      .join(', ');
    console.log(
      `[scale] requests answered by each gateway: ${figures.throughGateway.join(' / ')} ` +
        `(${figures.refusedConnections} refused connections); ` +
        `writes accepted ${figures.writesAccepted}, rows found ${figures.rowsFound}; ` +
        `events accepted ${figures.eventsAccepted}, lost ${figures.eventsLost}; ` +
        `jobs done twice: ${figures.jobsDoneTwice}, mails sent twice: ${figures.mailsSentTwice}; ` +
        `rows lost during the kills: ${figures.rowsLostInKills}, mails lost: ${figures.mailsLostInKills}; ` +
        `connections per replica: ${connections}`,
    );
  }
  await stack?.stop();
}, 60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  /**
   * 'refused': the connection was refused, so nothing was sent; 'lost': it broke after the
   * request may have gone out (a gateway killed mid-request), so it may have been stored.
   */
  status: number | 'refused' | 'lost';
  body: unknown;
  headers?: Headers;
}

/** One request through gateway `gateway` (0 or 1), from the address `ip`. */
async function request(
  gateway: number,
  path: string,
  { ip, ...init }: RequestInit & { ip: string },
): Promise<Answer> {
  try {
    const response = await fetch(`${stack.gateways[gateway]}${path}`, {
      ...init,
      headers: { 'x-forwarded-for': ip, ...init.headers },
      signal: AbortSignal.timeout(15_000),
    });
    figures.throughGateway[gateway]! += 1;
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body, headers: response.headers };
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== 'ECONNREFUSED') return { status: 'lost', body: undefined };
    figures.refusedConnections += 1;
    return { status: 'refused', body: undefined };
  }
}

const postJson = (gateway: number, path: string, body: unknown, ip: string, key?: string) =>
  request(gateway, path, {
    ip,
    method: 'POST',
    body: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
    },
  });

const newIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await sleep(300);
    value = await read();
  }
  return value;
}

/** How many mails with each of these subjects the catcher holds. */
const mailsBySubject = (subjects: string[]) =>
  subjects.map(
    (subject) => stack.mail.messages().filter((mail) => mail.subject === subject).length,
  );

/** Read windows are the clock's minutes: a count is not started just before one ends. */
async function awayFromWindowEdge(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  // A count of 45 requests paced a flush interval apart takes about six seconds.
  if (intoMinute > 40_000) await sleep(60_000 - intoMinute + 200);
}

/** How often a gateway adds its in-memory read counts to the fleet's (FleetReadBudget). */
const READ_FLUSH_MS = 100;

/**
 * The 1-based number of the first 429 when `send` is called round the given gateways. The
 * requests come a little more than a flush interval apart, as one visitor's do: back to back,
 * a gateway's cold counts may still be unflushed when the other judges (the slip the budget
 * allows, at most a quarter of it per gateway), and whether they were would depend on how
 * fast the pages answer; a full run once saw the 42nd refused instead of the 41st.
 */
async function firstRefusal(
  gateways: number[],
  count: number,
  send: (gateway: number) => Promise<Answer>,
): Promise<{ at: number | null; statuses: Array<Answer['status']> }> {
  const statuses: Array<Answer['status']> = [];
  for (let n = 0; n < count; n += 1) {
    statuses.push((await send(gateways[n % gateways.length]!)).status);
    await sleep(READ_FLUSH_MS + 20);
  }
  const index = statuses.indexOf(429);
  return { at: index === -1 ? null : index + 1, statuses };
}

const contact = (name: string) => ({
  name,
  email: 'visitor@example.in',
  subject: 'Technical Support',
  message: 'The search box does not open on my phone.',
});

describe('rate limits across both gateways', () => {
  it('should refuse reads at the same count through two gateways as through one', async () => {
    await awayFromWindowEdge();
    const [one, two] = [newIp(), newIp()];
    const alone = await firstRefusal([0], READS_PER_MINUTE + 5, (gateway) =>
      request(gateway, '/about', { ip: one }),
    );
    const alternated = await firstRefusal([0, 1], READS_PER_MINUTE + 5, (gateway) =>
      request(gateway, '/about', { ip: two }),
    );
    console.log(
      `[scale] read limit ${READS_PER_MINUTE}/min: first 429 at ${alone.at} through one gateway, ` +
        `at ${alternated.at} alternating between two`,
    );
    expect(alone.at).toBe(READS_PER_MINUTE + 1);
    expect(alternated.at).toBe(READS_PER_MINUTE + 1);
    expect(alternated.statuses.slice(READS_PER_MINUTE).every((s) => s === 429)).toBe(true);
  });

  it('should refuse writes at the same count through two gateways as through one', async () => {
    const [one, two] = [newIp(), newIp()];
    // An empty contact form: each is refused with 400, and each counts against the budget.
    const send = (ip: string) => (gateway: number) => postJson(gateway, '/api/contact', {}, ip);
    const alone = await firstRefusal([0], WRITES_PER_MINUTE + 3, send(one));
    const alternated = await firstRefusal([1, 0], WRITES_PER_MINUTE + 3, send(two));
    console.log(
      `[scale] write limit ${WRITES_PER_MINUTE}/min: first 429 at ${alone.at} through one gateway, ` +
        `at ${alternated.at} alternating between two`,
    );
    expect(alone.statuses.slice(0, WRITES_PER_MINUTE)).toEqual(
      Array.from({ length: WRITES_PER_MINUTE }, () => 400),
    );
    expect(alone.at).toBe(WRITES_PER_MINUTE + 1);
    expect(alternated.at).toBe(WRITES_PER_MINUTE + 1);
  });
});

// Issue 37 #3: services believed X-Forwarded-For from loopback only. Over a pod network (here
// the balancers dial the replicas on the machine's own address) every caller looked like the
// gateway, one shared bucket for the per-address sign-in limit; and on one machine a direct
// request to a service named any address it liked, which the audit log stored as sent.
describe('forwarded addresses', () => {
  /** Staff sign-ins per address the stack allows in its window (the default). */
  const SIGN_INS_PER_ADDRESS = 20;
  /** A sign-in with an e-mail no account has: 401, counted, audited with the address. */
  const unknownSignIn = (domain: string) => ({
    email: `nobody-${randomUUID().slice(0, 8)}@${domain}`,
    password: 'not the password',
  });
  const auditedAddresses = async (domain: string) => {
    const rows = await stack.db
      .selectFrom('staff_audit_log')
      .select('after')
      .where('action', '=', 'session.sign_in_failed')
      .where(sql<boolean>`after::jsonb ->> 'email' = ${`…@${domain}`}`)
      .execute();
    return rows.map((row) => (row.after as { address?: string | null }).address ?? null);
  };
  const directSignIn = (body: unknown, forgedAddress: string) =>
    fetch(`http://127.0.0.1:${stack.replicaPorts.submissions![0]}/api/staff/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forgedAddress },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });

  it('should not record an address a direct caller forged, nor give each forged one a budget', async () => {
    const domain = `forged-${run}.example`;
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= SIGN_INS_PER_ADDRESS + 1; attempt += 1) {
      const response = await directSignIn(unknownSignIn(domain), `203.0.113.${attempt}`);
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    // Every forged address was the one connection's: its budget ran out.
    expect(statuses.slice(0, SIGN_INS_PER_ADDRESS).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const addresses = await auditedAddresses(domain);
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(address).not.toMatch(/^203\.0\.113\./);
  });

  it('should give each caller through the gateways its own address and its own budget', async () => {
    const domain = `through-${run}.example`;
    const callers = Array.from({ length: SIGN_INS_PER_ADDRESS + 2 }, (_, at) => `198.18.${at}.7`);
    const statuses: (number | string)[] = [];
    for (const [at, ip] of callers.entries()) {
      const answer = await postJson(at % 2, '/api/staff/session', unknownSignIn(domain), ip);
      statuses.push(answer.status);
    }
    // One bucket for everyone would have refused the 21st caller with 429.
    expect(statuses).toEqual(callers.map(() => 401));
    const addresses = await auditedAddresses(domain);
    expect(addresses.sort()).toEqual(callers.map((ip) => ip.replace(/\.7$/, '.0')).sort());
  });
});

describe('an Idempotency-Key replayed to the other gateway', () => {
  it.each([
    [
      'a contact message',
      '/api/contact',
      'contact_messages',
      'name',
      (name: string) => contact(name),
    ],
    [
      'a registration',
      '/api/registrations',
      'companies',
      'company_name',
      (name: string) => validRegistration({ companyName: name }),
    ],
  ] as const)(
    'should create one row for %s and answer the replay with the same id',
    async (_what, path, table, column, body) => {
      const name = `Replayed ${run} ${table === 'companies' ? 'Traders' : 'Visitor'}`;
      const key = `scale-${randomUUID()}`;
      const sent = body(name);
      // The client's retry: the same caller, through the other gateway. An answer is replayed
      // to the caller that made it alone (issue 37 #6).
      const caller = newIp();
      const first = await postJson(0, path, sent, caller, key);
      const replay = await postJson(1, path, sent, caller, key);
      const rows = await sql<{ id: number }>`
        select id from ${sql.table(table)} where ${sql.ref(column)} = ${name}`.execute(stack.db);
      expect(first.status).toBe(201);
      expect(replay.status).toBe(201);
      expect(replay.body).toEqual(first.body);
      expect(rows.rows).toEqual([{ id: (first.body as { id: number }).id }]);
    },
  );
});

describe('a queued job with two workers of its kind', () => {
  it('should be done once: each registered company re-scored by exactly one worker, once', async () => {
    // The scoring workers log each job they finish ("score recomputed", with its company), the
    // mail workers each mail they send ("mail job done").
    const done = new Map<number, string[]>();
    const mailsPerWorker: Record<string, number> = {};
    const stopListening = stack.onLine((id, line) => {
      if (id.startsWith('submissions-worker') && line.includes('mail job done')) {
        mailsPerWorker[id] = (mailsPerWorker[id] ?? 0) + 1;
        return;
      }
      if (!id.startsWith('scoring-worker') || !line.includes('score recomputed')) return;
      const parsed = JSON.parse(line) as { job?: string; result?: { companyId?: number } };
      const companyId = parsed.result?.companyId;
      if (parsed.job !== 'company.changed' || companyId === undefined) return;
      done.set(companyId, [...(done.get(companyId) ?? []), id]);
    });
    const registrations = 16;
    const answers = await Promise.all(
      Array.from({ length: registrations }, (_, n) =>
        postJson(
          n % 2,
          '/api/registrations',
          validRegistration({ companyName: `Once ${run} ${n} Traders` }),
          newIp(),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    const ids = answers.map((answer) => (answer.body as { id: number }).id);
    // Each registration's "received" mail, sent by one of the two mail workers.
    const subjects = ids.map((_, n) => `Registration received: Once ${run} ${n} Traders`);
    const scored = await eventually(
      () =>
        stack.db
          .selectFrom('companies')
          .select('id')
          .where('id', 'in', ids)
          .where('trust_score', 'is not', null)
          .execute(),
      (rows) => rows.length === ids.length,
      60_000,
    );
    await eventually(
      async () => mailsBySubject(subjects),
      (counts) => counts.every((count) => count > 0),
      30_000,
    );
    // A job done a second time would log again; give it the time a retry would take.
    await sleep(2_000);
    stopListening();
    const mails = mailsBySubject(subjects);
    const history = await sql<{ company_id: number; rows: number }>`
      select company_id, count(*)::int as rows from trust_score_history
      where company_id in (${sql.join(ids)}) group by company_id`.execute(stack.db);
    const perWorker: Record<string, number> = {};
    for (const id of ids)
      for (const worker of done.get(id) ?? []) perWorker[worker] = (perWorker[worker] ?? 0) + 1;
    const timesDone = ids.map((id) => done.get(id)?.length ?? 0);
    figures.jobsDoneTwice += timesDone.filter((times) => times > 1).length;
    figures.mailsSentTwice += mails.filter((count) => count > 1).length;
    console.log(
      `[scale] ${registrations} registrations → ${scored.length} scored; company.changed jobs per ` +
        `scoring worker ${JSON.stringify(perWorker)}; done twice: ${timesDone.filter((t) => t > 1).length}; ` +
        `"received" mails ${mails.filter((count) => count > 0).length}, sent twice ` +
        `${mails.filter((count) => count > 1).length}, mail jobs per mail worker ${JSON.stringify(mailsPerWorker)}`,
    );
    expect(mails).toEqual(ids.map(() => 1));
    expect(scored).toHaveLength(ids.length);
    expect(timesDone).toEqual(ids.map(() => 1));
    expect(history.rows.map((row) => row.rows)).toEqual(ids.map(() => 1));
  }, 90_000);
});

describe('a logo uploaded through one gateway', () => {
  it('should be served by the other, from the shared bucket', async () => {
    // A real 1x1 PNG; the service re-encodes it to WebP.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.set('name', `Fleet ${run}`);
    form.set('file', new Blob([png], { type: 'image/png' }), 'logo.png');
    const uploaded = await request(0, '/api/uploads/logos', {
      ip: newIp(),
      method: 'POST',
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url, key } = uploaded.body as { url: string; key: string };
    const path = new URL(url).pathname;
    const viaOther = await request(1, path, { ip: newIp() });
    const viaSame = await request(0, path, { ip: newIp() });
    const listed = await createS3Client(stack.s3.config).send(
      new ListObjectsV2Command({ Bucket: stack.s3.config.bucket, Prefix: 'public/logos/' }),
    );
    expect(viaOther.status).toBe(200);
    expect(viaOther.headers?.get('content-type')).toBe('image/webp');
    expect(viaOther.body).toEqual(viaSame.body);
    expect(listed.Contents?.map((object) => object.Key)).toContain(`public/logos/${key}`);
    expect(existsSync('/dev/null/no-local-storage')).toBe(false);
  });
});

type Kind = 'registration' | 'contact' | 'event';

describe('one replica of each kind killed (SIGKILL) mid-traffic', () => {
  it('should lose no accepted write and no accepted event', async () => {
    const total = 120;
    const killAt = 40;
    const kinds: Kind[] = ['registration', 'contact', 'event', 'event'];
    const marker = `https://fleet.example/kill-${run}/`;
    const accepted = {
      registration: [] as Array<{ id: number; name: string }>,
      contact: [] as string[],
      event: [] as string[],
    };
    const refused: Record<Kind, number> = { registration: 0, contact: 0, event: 0 };
    let retried = 0;
    let answersLost = 0;
    let killed: string[] = [];
    let next = 0;

    const write = async (n: number, kind: Exclude<Kind, 'event'>) => {
      const name =
        kind === 'registration' ? `Killtest ${run} ${n} Traders` : `Kill visitor ${run} ${n}`;
      const body =
        kind === 'registration' ? validRegistration({ companyName: name }) : contact(name);
      const path = kind === 'registration' ? '/api/registrations' : '/api/contact';
      const key = `scale-${randomUUID()}`;
      const ip = newIp();
      // A write whose answer was lost is sent again with its key, through the other gateway
      // if need be (as a load balancer in front would): it is stored once either way.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        if (attempt > 0) {
          retried += 1;
          await sleep(300);
        }
        const answer = await postJson((n + attempt) % 2, path, body, ip, key);
        if (answer.status === 201) {
          if (kind === 'registration') {
            accepted.registration.push({ id: (answer.body as { id: number }).id, name });
          } else {
            accepted.contact.push(name);
          }
          return;
        }
        // Lost or refused answers are sent again with the same key: the key makes it safe.
        if (typeof answer.status === 'number' && answer.status < 500) break;
      }
      refused[kind] += 1;
    };

    const event = async (n: number) => {
      const referrer = `${marker}${n}`;
      const body = { companyId: company.id, referrer };
      // Only a refused connection is sure to have stored nothing, so only that is sent again.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const answer = await postJson(
          (n + attempt) % 2,
          '/api/events/profile-views',
          body,
          newIp(),
        );
        if (answer.status === 202) {
          accepted.event.push(referrer);
          return;
        }
        // An event has no key: one whose answer was lost may be stored, so it is not sent
        // again (that would be a second row); it is counted as neither accepted nor lost.
        if (answer.status === 'lost') {
          answersLost += 1;
          return;
        }
        if (answer.status !== 'refused') break;
      }
      refused.event += 1;
    };

    const sender = async () => {
      while (next < total) {
        const n = next++;
        if (n === killAt) {
          killed = STACK_PROCESSES.map(({ name }) => `${name}-1`);
          for (const id of killed) stack.processes.get(id)?.kill('SIGKILL');
        }
        const kind = kinds[n % kinds.length]!;
        if (kind === 'event') await event(n);
        else await write(n, kind);
      }
    };
    await Promise.all(Array.from({ length: 6 }, sender));

    const registrationIds = accepted.registration.map((row) => row.id);
    // Jobs a killed worker held come back when their locks expire and a live worker's stalled
    // check finds them: up to a minute for the scoring queue's defaults.
    const stored = await eventually(
      async () => {
        const [registrations, contacts, named, events, undelivered] = await Promise.all([
          registrationIds.length
            ? stack.db
                .selectFrom('companies')
                .select(['id', 'company_name', 'trust_score'])
                .where('id', 'in', registrationIds)
                .execute()
            : [],
          stack.db
            .selectFrom('contact_messages')
            .select('name')
            .where('name', 'like', `Kill visitor ${run} %`)
            .execute(),
          stack.db
            .selectFrom('companies')
            .select('company_name')
            .where('company_name', 'like', `Killtest ${run} %`)
            .execute(),
          stack.db
            .selectFrom('profile_views')
            .select('referrer')
            .where('referrer', 'like', `${marker}%`)
            .execute(),
          stack.db
            .selectFrom('outbox')
            .select('id')
            .where('prefix', '=', stack.queuePrefix)
            .where('delivered_at', 'is', null)
            .execute(),
        ]);
        const mails = mailsBySubject(
          accepted.registration.map(({ name }) => `Registration received: ${name}`),
        );
        return { registrations, contacts, named, events, undelivered, mails };
      },
      (now) => {
        // Every accepted event by name, not by count: an event whose answer was lost may be
        // stored too, and counting it would end the wait while a killed worker's job still
        // holds an accepted one.
        const referrers = new Set(now.events.map((row) => row.referrer));
        return (
          now.mails.every((count) => count > 0) &&
          now.registrations.filter((row) => row.trust_score !== null).length ===
            registrationIds.length &&
          accepted.event.every((referrer) => referrers.has(referrer)) &&
          now.undelivered.length === 0
        );
      },
      90_000,
    );

    const registrationRows = new Map(stored.registrations.map((row) => [row.id, row]));
    const lostRegistrations = accepted.registration.filter(
      (row) => registrationRows.get(row.id)?.company_name !== row.name,
    );
    const contactRows = stored.contacts.map((row) => row.name);
    const lostContacts = accepted.contact.filter((name) => !contactRows.includes(name));
    const storedEvents = new Set(stored.events.map((row) => row.referrer));
    const lostEvents = accepted.event.filter((referrer) => !storedEvents.has(referrer));
    const unscored = stored.registrations.filter((row) => row.trust_score === null).length;
    // A mail worker killed after the relay took a mail but before it marked the row sent leaves
    // it to be sent again: at least once, so a second copy is counted, not refused.
    const mailsLost = stored.mails.filter((count) => count === 0).length;
    const mailsResent = stored.mails.filter((count) => count > 1).length;
    const writes = accepted.registration.length + accepted.contact.length;
    figures.writesAccepted += writes;
    figures.rowsFound += writes - lostRegistrations.length - lostContacts.length;
    figures.rowsLostInKills += lostRegistrations.length + lostContacts.length;
    figures.eventsAccepted += accepted.event.length;
    figures.eventsLost += lostEvents.length;
    figures.mailsLostInKills += mailsLost;
    console.log(
      `[scale] killed ${killed.join(', ')} after ${killAt} of ${total} operations; ` +
        `registrations ${accepted.registration.length} accepted (${refused.registration} refused), ` +
        `contact ${accepted.contact.length} (${refused.contact} refused), events ${accepted.event.length} ` +
        `(${refused.event} refused, ${answersLost} answers lost); ${retried} retries with the same key; rows: registrations ` +
        `${stored.registrations.length} (companies of those names ${stored.named.length}), ` +
        `contact ${stored.contacts.length} (duplicates ` +
        `${stored.contacts.length - new Set(contactRows).size}), events ${stored.events.length} ` +
        `(${storedEvents.size} distinct); unscored ${unscored}; "received" mails lost ${mailsLost}, ` +
        `sent again ${mailsResent}; outbox rows undelivered ` +
        `${stored.undelivered.length}; lost: ${lostRegistrations.length + lostContacts.length} rows, ` +
        `${lostEvents.length} events; exits: ${stack.exits.join(', ')}`,
    );
    expect(stack.exits.sort()).toEqual(killed.map((id) => `${id} (SIGKILL)`).sort());
    expect(writes).toBeGreaterThan(total / 3);
    expect(lostRegistrations).toEqual([]);
    expect(lostContacts).toEqual([]);
    expect(stored.contacts.length).toBe(new Set(contactRows).size);
    // A retried registration whose first answer was lost is still one company.
    expect(stored.named.length).toBe(new Set(stored.named.map((row) => row.company_name)).size);
    expect(lostEvents).toEqual([]);
    expect(stored.events.length).toBe(storedEvents.size);
    expect(unscored).toBe(0);
    expect(mailsLost).toBe(0);
    expect(stored.undelivered).toEqual([]);
  }, 180_000);
});
