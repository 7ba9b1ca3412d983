import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../../test/fake-llm-server.js';
import { LlmError, type ChatMessage } from './chat-model.js';
import { createChatModel } from './create-chat-model.js';
import { OpenAICompatibleChatModel } from './openai-chat.js';

let fake: FakeLlmServer;
beforeAll(async () => {
  fake = await startFakeLlmServer();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const messages: ChatMessage[] = [
  { role: 'system', content: 'Be brief.' },
  { role: 'user', content: 'When does the lease end?' },
];
const make = (extra: Partial<ConstructorParameters<typeof OpenAICompatibleChatModel>[0]> = {}) =>
  new OpenAICompatibleChatModel({ baseUrl: fake.baseUrl, apiKey: 'sk-test-llm', model: 'test-model', retryBaseMs: 5, ...extra });

async function failureOf(promise: Promise<unknown>): Promise<LlmError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(LlmError);
  return err as LlmError;
}

describe('OpenAICompatibleChatModel', () => {
  it('streams the reply: deltas arrive in order and add up to the returned text', async () => {
    const text = 'The lease ends on December 31, 2025 [1]. Rent is $1,850 per month [2].';
    fake.respondWith({ text, chunkSize: 5, delayMs: 2 });
    const deltas: string[] = [];
    const result = await make().complete(messages, { onDelta: (d) => deltas.push(d), temperature: 0 });

    expect(result).toBe(text);
    expect(deltas.length).toBe(Math.ceil(text.length / 5));
    expect(deltas.join('')).toBe(text);
    expect(deltas[0]).toBe('The l');
    const [request] = fake.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.authorization).toBe('Bearer sk-test-llm');
    expect(request!.body).toMatchObject({ model: 'test-model', stream: true, temperature: 0, messages });
  });

  it('reads a plain JSON completion when streaming is off', async () => {
    fake.respondWith('Rent is due on the first [1].');
    const deltas: string[] = [];
    const result = await make({ stream: false }).complete(messages, { onDelta: (d) => deltas.push(d) });
    expect(result).toBe('Rent is due on the first [1].');
    expect(deltas).toEqual([result]);
    expect(fake.requests[0]!.body.stream).toBe(false);
  });

  it('retries a 5xx once, then fails as unavailable', async () => {
    fake.respondWith({ status: 503 });
    const err = await failureOf(make({ maxRetries: 1 }).complete(messages));
    expect(err.reason).toBe('unavailable');
    expect(err.status).toBe(503);
    expect(fake.requests).toHaveLength(2);
  });

  it('recovers when a retry succeeds', async () => {
    let calls = 0;
    fake.respondWith(() => (++calls === 1 ? { status: 502 } : 'Second time lucky [1].'));
    await expect(make().complete(messages)).resolves.toBe('Second time lucky [1].');
  });

  it('does not retry a rejected key and names the setting to fix', async () => {
    fake.respondWith({ status: 401 });
    const err = await failureOf(make().complete(messages));
    expect(err.reason).toBe('rejected');
    expect(err.message).toContain('LLM_API_KEY');
    expect(fake.requests).toHaveLength(1);
  });

  it('asks again without temperature when the model refuses that field', async () => {
    fake.respondWith((req) =>
      'temperature' in req.body ? { status: 400, body: '{"error":{"message":"Unsupported parameter: temperature"}}' } : 'Answer without temperature [1].',
    );
    await expect(make().complete(messages, { temperature: 0.1, maxTokens: 300 })).resolves.toBe('Answer without temperature [1].');
    expect(fake.requests.map((r) => 'temperature' in r.body)).toEqual([true, false]);
  });

  it('times out a server that never answers', async () => {
    fake.respondWith({ hang: true });
    const started = Date.now();
    const err = await failureOf(make({ idleTimeoutMs: 200, maxRetries: 0 }).complete(messages));
    expect(err.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('times out a stream that stops halfway, after delivering what came', async () => {
    fake.respondWith({ hang: true, afterText: 'The lease ends' });
    const deltas: string[] = [];
    const err = await failureOf(make({ idleTimeoutMs: 200 }).complete(messages, { onDelta: (d) => deltas.push(d) }));
    expect(err.reason).toBe('timeout');
    expect(deltas.join('')).toBe('The lease ends');
    expect(fake.requests).toHaveLength(1); // text was shown, so no retry that would show it twice
  });

  it('enforces the overall time limit even while text keeps coming', async () => {
    fake.respondWith({ text: 'x'.repeat(200), chunkSize: 1, delayMs: 20 });
    const err = await failureOf(make({ timeoutMs: 300, idleTimeoutMs: 1000 }).complete(messages));
    expect(err.reason).toBe('timeout');
  });

  it("stops when the caller's signal aborts", async () => {
    fake.respondWith({ text: 'x'.repeat(100), chunkSize: 1, delayMs: 20 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const err = await failureOf(make().complete(messages, { signal: controller.signal }));
    expect(err.reason).toBe('aborted');
  });

  it('reports an unreachable endpoint as unavailable', async () => {
    const err = await failureOf(new OpenAICompatibleChatModel({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', maxRetries: 0 }).complete(messages));
    expect(err.reason).toBe('unavailable');
  });

  it('rejects a reply that is not a chat completion', async () => {
    fake.respondWith({ status: 200, body: '{"hello":"world"}' });
    const err = await failureOf(make({ stream: false }).complete(messages));
    expect(err.reason).toBe('bad_response');
    expect(err.message).toContain('LLM_BASE_URL');
  });
});

describe('fake LLM server control (for browser tests, where it runs as its own process)', () => {
  it('takes its reply over HTTP, lists the requests it saw, and resets', async () => {
    const control = (path: string, body?: unknown) =>
      fetch(fake.baseUrl.replace(/\/v1$/, `/__fake/${path}`), body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });
    expect((await control('reply', { text: 'Scripted over HTTP [1].' })).status).toBe(200);
    await expect(make().complete(messages)).resolves.toBe('Scripted over HTTP [1].');
    const seen = (await (await control('requests')).json()) as Array<{ body: { model: string } }>;
    expect(seen.map((r) => r.body.model)).toEqual(['test-model']);

    expect((await control('reply', { status: 503 })).status).toBe(200);
    expect((await failureOf(make({ maxRetries: 0 }).complete(messages))).status).toBe(503);
    expect((await control('reply', { nonsense: true })).status).toBe(400);

    await control('reset', {});
    expect(await (await control('requests')).json()).toEqual([]);
    // The default reply needs passages in the prompt; without them it says it found nothing.
    await expect(make().complete(messages)).resolves.toBe("I couldn't find this in your documents.");
  });
});

describe('createChatModel', () => {
  it('returns null without LLM_BASE_URL, so answers stay offline', () => {
    expect(createChatModel({ LLM_BASE_URL: undefined, LLM_API_KEY: undefined, LLM_MODEL: 'gpt-4o-mini' })).toBeNull();
  });

  it('builds a client for the configured endpoint and model', async () => {
    const chat = createChatModel({ LLM_BASE_URL: fake.baseUrl, LLM_API_KEY: 'k', LLM_MODEL: 'configured-model' });
    expect(chat?.model).toBe('configured-model');
    fake.respondWith('ok');
    await chat!.complete(messages);
    expect(fake.requests[0]!.body.model).toBe('configured-model');
    expect(fake.requests[0]!.authorization).toBe('Bearer k');
  });
});
