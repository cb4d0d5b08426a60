import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A small stand-in for a Meilisearch server at the network edge (STYLE 22): it records every
// request the adapter sends and answers in the shapes Meilisearch documents (asynchronous
// tasks, index objects, search responses with finite pagination, error bodies). It does not
// rank: /search answers the documents whose `name` or `brandName` contains the query, sorted
// by the requested sort attribute, paged, with totalHits capped at pagination.maxTotalHits.
// It is no substitute for the behavioural suite against a real engine.

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | undefined;
}

type Document = Record<string, unknown> & { id: number };

interface FakeIndex {
  uid: string;
  primaryKey: string | null;
  settings: Record<string, unknown>;
  documents: Map<number, Document>;
}

interface Task {
  uid: number;
  indexUid: string | null;
  type: string;
  status: 'succeeded' | 'failed';
  error: { message: string; code: string; type: string; link: string } | null;
  enqueuedAt: string;
}

export interface MeilisearchFake {
  url: string;
  requests: RecordedRequest[];
  indexes: Map<string, FakeIndex>;
  /** The next task of this type fails with this error code. */
  failNextTask(type: string, code: string): void;
  /** Answer every search with this totalHits (and no more hits than the documents give). */
  forceTotalHits(total: number | null): void;
  close(): Promise<void>;
}

const DOCS = 'https://www.meilisearch.com/docs/reference/errors/error_codes';

export async function startMeilisearchFake(): Promise<MeilisearchFake> {
  const requests: RecordedRequest[] = [];
  const indexes = new Map<string, FakeIndex>();
  const tasks = new Map<number, Task>();
  const failures = new Map<string, string>();
  let forcedTotal: number | null = null;
  let nextTaskUid = 0;

  function enqueue(
    response: ServerResponse,
    type: string,
    indexUid: string | null,
    apply: () => string | void,
  ) {
    const uid = nextTaskUid++;
    let code: string | undefined = failures.get(type);
    failures.delete(type);
    if (!code) code = apply() ?? undefined;
    const enqueuedAt = new Date().toISOString();
    tasks.set(uid, {
      uid,
      indexUid,
      type,
      status: code ? 'failed' : 'succeeded',
      error: code ? { message: `fake ${code}`, code, type: 'invalid_request', link: DOCS } : null,
      enqueuedAt,
    });
    send(response, 202, { taskUid: uid, indexUid, status: 'enqueued', type, enqueuedAt });
  }

  function indexOrCreate(uid: string): FakeIndex {
    let index = indexes.get(uid);
    if (!index) {
      index = { uid, primaryKey: null, settings: {}, documents: new Map() };
      indexes.set(uid, index);
    }
    return index;
  }

  function search(index: FakeIndex, body: Record<string, unknown>) {
    const q = String(body.q ?? '').toLowerCase();
    const [sort] = (body.sort as string[] | undefined) ?? [];
    const sortKey = sort?.split(':')[0];
    const hitsPerPage = Number(body.hitsPerPage ?? 20);
    const page = Number(body.page ?? 1);
    const max = Number(
      (index.settings.pagination as { maxTotalHits?: number } | undefined)?.maxTotalHits ?? 1000,
    );
    const matching = [...index.documents.values()]
      .filter((doc) =>
        [doc.name, doc.brandName, doc.cin].some((value) =>
          String(value ?? '')
            .toLowerCase()
            .includes(q),
        ),
      )
      .sort((a, b) =>
        sortKey ? String(a[sortKey]).localeCompare(String(b[sortKey])) : a.id - b.id,
      )
      .slice(0, max);
    const retrieve = body.attributesToRetrieve as string[] | undefined;
    const hits = matching
      .slice((page - 1) * hitsPerPage, page * hitsPerPage)
      .map((doc) =>
        retrieve
          ? Object.fromEntries(retrieve.filter((key) => key in doc).map((key) => [key, doc[key]]))
          : doc,
      );
    const totalHits = forcedTotal ?? matching.length;
    return {
      hits,
      query: body.q ?? '',
      processingTimeMs: 0,
      hitsPerPage,
      page,
      totalPages: Math.ceil(totalHits / hitsPerPage),
      totalHits,
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const raw = await readBody(request);
    const body = raw ? (JSON.parse(raw) as unknown) : undefined;
    const method = request.method ?? 'GET';
    const path = url.pathname;
    requests.push({
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      body,
      authorization: request.headers.authorization,
    });
    const parts = path.split('/').filter(Boolean);

    if (parts[0] === 'tasks' && parts[1] && method === 'GET') {
      const task = tasks.get(Number(parts[1]));
      if (!task) return notFound(response, 'task_not_found', `Task \`${parts[1]}\` not found.`);
      const finishedAt = new Date().toISOString();
      return send(response, 200, {
        ...task,
        batchUid: task.uid,
        canceledBy: null,
        details: {},
        duration: 'PT0.001S',
        startedAt: task.enqueuedAt,
        finishedAt,
      });
    }
    if (path === '/indexes' && method === 'POST') {
      const { uid, primaryKey } = body as { uid: string; primaryKey?: string };
      return enqueue(response, 'indexCreation', uid, () => {
        if (indexes.has(uid)) return 'index_already_exists';
        indexOrCreate(uid).primaryKey = primaryKey ?? null;
      });
    }
    if (path === '/swap-indexes' && method === 'POST') {
      return enqueue(response, 'indexSwap', null, () => {
        for (const { indexes: pair } of body as { indexes: [string, string] }[]) {
          const [a, b] = pair.map((uid) => indexes.get(uid));
          if (!a || !b) return 'index_not_found';
          indexes.set(a.uid, { ...b, uid: a.uid });
          indexes.set(b.uid, { ...a, uid: b.uid });
        }
      });
    }
    if (parts[0] === 'indexes' && parts[1]) {
      const uid = parts[1];
      const rest = parts.slice(2).join('/');
      const index = indexes.get(uid);
      if (rest === '' && method === 'GET') {
        if (!index) return notFound(response, 'index_not_found', `Index \`${uid}\` not found.`);
        const now = new Date().toISOString();
        return send(response, 200, {
          uid,
          primaryKey: index.primaryKey,
          createdAt: now,
          updatedAt: now,
        });
      }
      if (rest === '' && method === 'DELETE') {
        return enqueue(response, 'indexDeletion', uid, () => {
          if (!indexes.delete(uid)) return 'index_not_found';
        });
      }
      if (rest === 'settings' && method === 'PATCH') {
        return enqueue(response, 'settingsUpdate', uid, () => {
          const target = indexOrCreate(uid);
          target.settings = { ...target.settings, ...(body as object) };
        });
      }
      if (rest === 'documents' && method === 'POST') {
        return enqueue(response, 'documentAdditionOrUpdate', uid, () => {
          const target = indexOrCreate(uid);
          target.primaryKey ??= url.searchParams.get('primaryKey');
          for (const doc of body as Document[]) target.documents.set(doc.id, doc);
        });
      }
      if (rest === 'documents/delete-batch' && method === 'POST') {
        return enqueue(response, 'documentDeletion', uid, () => {
          for (const id of body as number[]) index?.documents.delete(id);
        });
      }
      if (rest === 'documents/delete' && method === 'POST') {
        return enqueue(response, 'documentDeletion', uid, () => {
          const match = /^companyId IN \[(.*)\]$/.exec((body as { filter: string }).filter);
          if (!match) return 'invalid_document_filter';
          const ids = new Set(match[1]!.split(',').map((id) => Number(id.trim())));
          for (const [id, doc] of index?.documents ?? []) {
            if (ids.has(doc.companyId as number)) index?.documents.delete(id);
          }
        });
      }
      if (rest === 'search' && method === 'POST') {
        if (!index) return notFound(response, 'index_not_found', `Index \`${uid}\` not found.`);
        return send(response, 200, search(index, body as Record<string, unknown>));
      }
    }
    return notFound(response, 'not_found', `No route for ${method} ${path} in the fake.`);
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, {
        message: String(error),
        code: 'internal',
        type: 'internal',
        link: DOCS,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    indexes,
    failNextTask: (type, code) => void failures.set(type, code),
    forceTotalHits: (total) => {
      forcedTotal = total;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function notFound(response: ServerResponse, code: string, message: string) {
  send(response, 404, { message, code, type: 'invalid_request', link: `${DOCS}#${code}` });
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (data += chunk));
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}
