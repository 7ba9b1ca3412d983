import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmbedder } from './create-embedder.js';
import { LocalSentenceEncoder } from './local-sentence-encoder.js';
import { StaticEncoder } from './static-encoder.js';
import { ThreadedSentenceEncoder } from './threaded-sentence-encoder.js';
import { EmbeddingConfigError, EmbeddingUnavailableError, OpenAICompatibleEmbedder } from './openai-compatible.js';

interface Seen {
  auth: string | undefined;
  body: { model: string; input: string[]; dimensions?: number };
}

/** A loopback server speaking the /v1/embeddings wire format; vectors encode the input's position and length. */
let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let failuresLeft = 0;
let failStatus = 429;
let dims = 512;

async function readJson(req: IncomingMessage) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return JSON.parse(raw);
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/embeddings') {
      res.writeHead(404).end();
      return;
    }
    const body = await readJson(req);
    seen.push({ auth: req.headers.authorization, body });
    if (failuresLeft > 0) {
      failuresLeft--;
      res.writeHead(failStatus, { 'content-type': 'application/json' }).end('{"error":{"message":"slow down"}}');
      return;
    }
    const data = (body.input as string[]).map((text, index) => {
      const v = new Array(dims).fill(0);
      v[0] = text.length;
      v[1] = 3;
      return { object: 'embedding', index, embedding: v };
    });
    // Reversed on purpose: clients must order by `index`, as the spec allows any order.
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', model: body.model, data: data.reverse() }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
  failuresLeft = 0;
  failStatus = 429;
  dims = 512;
});

const make = (extra: Partial<ConstructorParameters<typeof OpenAICompatibleEmbedder>[0]> = {}) =>
  new OpenAICompatibleEmbedder({ baseUrl, apiKey: 'sk-test-123', model: 'text-embedding-3-small', retryBaseMs: 5, ...extra });

describe('OpenAICompatibleEmbedder', () => {
  it('sends batches with the bearer key and returns normalised vectors in input order', async () => {
    const texts = Array.from({ length: 5 }, (_, i) => 'x'.repeat(i + 1));
    const vectors = await make({ batchSize: 2 }).embed(texts);
    expect(seen.map((s) => s.body.input.length)).toEqual([2, 2, 1]);
    expect(seen.every((s) => s.auth === 'Bearer sk-test-123')).toBe(true);
    expect(seen[0]!.body.model).toBe('text-embedding-3-small');
    expect(seen[0]!.body.dimensions).toBe(512);
    expect(vectors).toHaveLength(5);
    vectors.forEach((v, i) => {
      expect(v).toHaveLength(512);
      expect(Math.hypot(...v)).toBeCloseTo(1, 6);
      // v[0]/v[1] = length/3 survives normalisation, proving each vector belongs to its own input.
      expect(v[0]! / v[1]!).toBeCloseTo((i + 1) / 3, 6);
    });
  });

  it('does not send `dimensions` to models that may reject it', async () => {
    await make({ model: 'nomic-embed-512' }).embed(['a']);
    expect(seen[0]!.body).not.toHaveProperty('dimensions');
  });

  it('retries on 429 and 5xx, then succeeds', async () => {
    failuresLeft = 2;
    const vectors = await make().embed(['hello']);
    expect(vectors).toHaveLength(1);
    expect(seen).toHaveLength(3);
    failStatus = 503;
    failuresLeft = 1;
    seen = [];
    await make().embed(['hello']);
    expect(seen).toHaveLength(2);
  });

  it('gives up after the retry budget with an unavailable error', async () => {
    failuresLeft = 10;
    await expect(make({ maxRetries: 2 }).embed(['hello'])).rejects.toBeInstanceOf(EmbeddingUnavailableError);
    expect(seen).toHaveLength(3);
  });

  it('fails with a configuration error naming EMBEDDINGS_MODEL when the dimensions are wrong', async () => {
    dims = 1536;
    const err = await make({ model: 'text-embedding-ada-002' })
      .embed(['hello'])
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EmbeddingConfigError);
    expect((err as Error).message).toMatch(/EMBEDDINGS_MODEL "text-embedding-ada-002" returned 1536-dimensional/);
    expect((err as Error).message).toMatch(/512/);
  });

  it('does not retry a rejected key', async () => {
    failStatus = 401;
    failuresLeft = 1;
    await expect(make().embed(['hello'])).rejects.toThrow(/EMBEDDINGS_API_KEY/);
    expect(seen).toHaveLength(1);
  });
});

describe('createEmbedder', () => {
  it('picks the provider from EMBEDDINGS_PROVIDER', async () => {
    expect(createEmbedder({ EMBEDDINGS_PROVIDER: 'local' } as never)).toBeInstanceOf(StaticEncoder);
    expect(createEmbedder({ EMBEDDINGS_PROVIDER: 'use-lite' } as never)).toBeInstanceOf(ThreadedSentenceEncoder);
    expect(createEmbedder({ EMBEDDINGS_PROVIDER: 'use-lite' } as never, { localThreads: 0 })).toBeInstanceOf(LocalSentenceEncoder);
    const remote = createEmbedder({
      EMBEDDINGS_PROVIDER: 'openai',
      EMBEDDINGS_BASE_URL: baseUrl,
      EMBEDDINGS_MODEL: 'text-embedding-3-small',
      EMBEDDINGS_API_KEY: 'k',
    } as never);
    expect(remote.model).toBe('text-embedding-3-small');
    await remote.embed(['hi']);
    expect(seen[0]!.auth).toBe('Bearer k');
    expect(() => createEmbedder({ EMBEDDINGS_PROVIDER: 'openai' } as never)).toThrow(/EMBEDDINGS_BASE_URL and EMBEDDINGS_MODEL/);
  });
});
