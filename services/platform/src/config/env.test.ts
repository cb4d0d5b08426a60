import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe(loadConfig.name, () => {
  it('should give local defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.database.url).toBe('postgres://postgres@127.0.0.1:5432/trusthive');
    expect(config.redis.url).toBe('redis://127.0.0.1:6379');
    expect(config.gateway.port).toBe(8080);
    expect(config.services.search).toEqual({ port: 4001, url: 'http://127.0.0.1:4001' });
  });

  it('should show no contact details unless configured, and refuse a malformed one (issue 36)', () => {
    expect(loadConfig({}).contact).toEqual({
      phone: null,
      email: null,
      social: { facebook: null, x: null, linkedin: null, instagram: null },
    });
    expect(loadConfig({ SUPPORT_PHONE: '  ', SUPPORT_EMAIL: '' }).contact.phone).toBeNull();
    const configured = loadConfig({
      SUPPORT_PHONE: '+91 80 4567 8900',
      SUPPORT_EMAIL: 'support@trusthive.in',
      SOCIAL_X_URL: 'https://x.com/trusthive',
    }).contact;
    expect(configured).toEqual({
      phone: '+91 80 4567 8900',
      email: 'support@trusthive.in',
      social: { facebook: null, x: 'https://x.com/trusthive', linkedin: null, instagram: null },
    });
    expect(() => loadConfig({ SUPPORT_PHONE: 'call us' })).toThrow(/SUPPORT_PHONE/);
    expect(() => loadConfig({ SOCIAL_X_URL: '#' })).toThrow(/SOCIAL_X_URL/);
  });

  it('should give the privacy defaults and take the grievance officer and periods set (issue 37)', () => {
    expect(loadConfig({}).privacy).toEqual({
      grievanceOfficer: { name: null, email: null, postalAddress: null },
      retentionDays: {
        claimDocuments: 90,
        sentMail: 365,
        submitterContacts: 365,
        analyticsUserIds: 180,
        auditPersonalData: 730,
      },
    });
    const configured = loadConfig({
      GRIEVANCE_OFFICER_NAME: 'Asha Rao',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@trusthive.in',
      CLAIM_DOCUMENT_RETENTION_DAYS: '30',
    }).privacy;
    expect(configured.grievanceOfficer).toEqual({
      name: 'Asha Rao',
      email: 'grievance@trusthive.in',
      postalAddress: null,
    });
    expect(configured.retentionDays.claimDocuments).toBe(30);
    expect(() => loadConfig({ GRIEVANCE_OFFICER_EMAIL: 'nobody' })).toThrow(/GRIEVANCE_OFFICER/);
    // Logs of processing are kept at least a year (DPDP Rules 2025).
    expect(() => loadConfig({ AUDIT_PERSONAL_DATA_RETENTION_DAYS: '30' })).toThrow(/AUDIT_/);
    expect(() => loadConfig({ CLAIM_DOCUMENT_RETENTION_DAYS: '0' })).toThrow(/CLAIM_DOCUMENT/);
  });

  it('should choose the Postgres search engine without MEILISEARCH_URL and Meilisearch with it', () => {
    expect(loadConfig({}).search.engine).toBe('postgres');
    const withMeili = loadConfig({
      MEILISEARCH_URL: 'http://127.0.0.1:7700',
      MEILISEARCH_API_KEY: 'k',
    });
    expect(withMeili.search).toEqual({
      engine: 'meilisearch',
      meilisearch: { url: 'http://127.0.0.1:7700', apiKey: 'k' },
    });
  });

  it('should keep the typeahead on unless SEARCH_TYPEAHEAD turns it off', () => {
    expect(loadConfig({}).search).toEqual({ engine: 'postgres', typeahead: true });
    expect(loadConfig({ SEARCH_TYPEAHEAD: 'false' }).search.typeahead).toBe(false);
  });

  it('should give hints their own budgets unless HINT_TIMEOUT_MS sets one', () => {
    expect(loadConfig({}).hints).toEqual({});
    expect(loadConfig({ HINT_TIMEOUT_MS: '30000' }).hints).toEqual({ timeoutMs: 30_000 });
    expect(() => loadConfig({ HINT_TIMEOUT_MS: '0' })).toThrow(/HINT_TIMEOUT_MS/);
  });

  it('should keep a typeahead snapshot only where SEARCH_TYPEAHEAD_SNAPSHOT_DIR says', () => {
    expect(loadConfig({}).search.typeaheadSnapshotDir).toBeUndefined();
    const dir = '/var/lib/trusthive/search';
    expect(loadConfig({ SEARCH_TYPEAHEAD_SNAPSHOT_DIR: dir }).search.typeaheadSnapshotDir).toBe(
      dir,
    );
  });

  it('should take the direct database URL from DATABASE_DIRECT_URL, else from DATABASE_URL', () => {
    const pooled = 'postgres://app@pgbouncer:6432/trusthive';
    expect(loadConfig({ DATABASE_URL: pooled }).database.directUrl).toBe(pooled);
    const direct = loadConfig({
      DATABASE_URL: pooled,
      DATABASE_DIRECT_URL: 'postgres://app@postgres:5432/trusthive',
    }).database;
    expect(direct).toMatchObject({
      url: pooled,
      directUrl: 'postgres://app@postgres:5432/trusthive',
    });
    expect(() => loadConfig({ DATABASE_DIRECT_URL: 'pgbouncer' })).toThrow(/DATABASE_DIRECT_URL/);
  });

  it("should migrate as DATABASE_MIGRATION_URL's role, else the direct URL's, else DATABASE_URL's", () => {
    const app = 'postgres://trusthive_app@pgbouncer:6432/trusthive';
    const direct = 'postgres://trusthive_app@postgres:5432/trusthive';
    const owner = 'postgres://trusthive@postgres:5432/trusthive';
    expect(loadConfig({ DATABASE_URL: app }).database.migrationUrl).toBe(app);
    expect(
      loadConfig({ DATABASE_URL: app, DATABASE_DIRECT_URL: direct }).database.migrationUrl,
    ).toBe(direct);
    expect(
      loadConfig({ DATABASE_URL: app, DATABASE_DIRECT_URL: direct, DATABASE_MIGRATION_URL: owner })
        .database,
    ).toMatchObject({ url: app, directUrl: direct, migrationUrl: owner });
  });

  it('should send mail through the local catcher by default, and through SMTP_URL when set', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: 'smtp://127.0.0.1:1025',
      from: 'TrustHive <no-reply@trusthive.in>',
    });
    const own = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.in:465',
      MAIL_FROM: 'alerts@example.in',
    });
    expect(own.mail).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example.in:465',
      from: 'alerts@example.in',
    });
  });

  it('should refuse an SMTP_URL that is not smtp(s) and a MAIL_FROM that is not an address', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://127.0.0.1:1025' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_FROM: 'TrustHive' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ MAIL_FROM: 'A <a@b.in>\r\nBcc: x@y.in' })).toThrow(/MAIL_FROM/);
  });

  it('should let a service URL override the one derived from its port', () => {
    const config = loadConfig({ COMPANY_PORT: '5002', SEARCH_URL: 'http://search:4001' });
    expect(config.services.company.url).toBe('http://127.0.0.1:5002');
    expect(config.services.search.url).toBe('http://search:4001');
  });

  it('should build absolute URLs from PUBLIC_BASE_URL, else from the gateway port on localhost', () => {
    expect(loadConfig({}).publicBaseUrl).toBe('http://localhost:8080');
    expect(loadConfig({ GATEWAY_PORT: '9090' }).publicBaseUrl).toBe('http://localhost:9090');
    const deployed = {
      PUBLIC_BASE_URL: 'https://trusthive.in/',
      TRUST_PROXY_HOPS: '1',
      GATEWAY_FORWARDING_SECRET: 'f'.repeat(32),
    };
    expect(loadConfig(deployed).publicBaseUrl).toBe('https://trusthive.in');
    // An https origin with no trusted proxy would redirect every request round in a loop.
    expect(() => loadConfig({ ...deployed, TRUST_PROXY_HOPS: '0' })).toThrow(/TRUST_PROXY_HOPS/);
    // Nor may a deployment leave the services to believe loopback alone (issue 37 #3).
    expect(() => loadConfig({ ...deployed, GATEWAY_FORWARDING_SECRET: '' })).toThrow(
      /GATEWAY_FORWARDING_SECRET/,
    );
    for (const bad of ['https://trusthive.in/app', 'ftp://trusthive.in', 'https://u:p@x.in']) {
      expect(() => loadConfig({ PUBLIC_BASE_URL: bad }), bad).toThrow(ConfigError);
    }
  });

  it('should keep storage on local disk unless STORAGE_DRIVER=s3 names a bucket', () => {
    expect(loadConfig({}).storage).toEqual({ dir: 'var/storage' });
    const s3 = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'trusthive-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).storage.s3;
    expect(s3).toEqual({
      bucket: 'trusthive-media',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    // No keys: the SDK's own chain (a pod's role) supplies them.
    expect(
      loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'media', S3_REGION: 'ap-south-1' }).storage.s3,
    ).toEqual({ bucket: 'media', region: 'ap-south-1', forcePathStyle: false });
    // A bucket without the driver changes nothing.
    expect(loadConfig({ S3_BUCKET: 'media' }).storage.s3).toBeUndefined();
  });

  it('should refuse s3 storage without a bucket, a key without its secret and an unknown driver', () => {
    const problems = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ STORAGE_DRIVER: 's3' })).toEqual([
      'S3_BUCKET: STORAGE_DRIVER is s3: name the bucket',
    ]);
    expect(problems({ STORAGE_DRIVER: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'k' })).toEqual([
      'S3_SECRET_ACCESS_KEY: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither',
    ]);
    expect(problems({ STORAGE_DRIVER: 'disk' })[0]).toMatch(/^STORAGE_DRIVER:/);
    expect(problems({ STORAGE_DRIVER: 's3', S3_BUCKET: 'Bad_Bucket' })[0]).toMatch(/^S3_BUCKET:/);
  });

  it('should treat an empty variable as unset', () => {
    expect(loadConfig({ GATEWAY_PORT: '' }).gateway.port).toBe(8080);
  });

  it('should name every bad variable at once', () => {
    let problems: string[] = [];
    try {
      loadConfig({ DATABASE_URL: 'not a url', GATEWAY_PORT: '70000', LOG_PRETTY: 'maybe' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      problems = (error as ConfigError).problems;
    }
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'GATEWAY_PORT', 'LOG_PRETTY']),
    );
  });
});
