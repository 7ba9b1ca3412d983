/**
 * A local stand-in for an OpenAI-compatible LLM provider: it speaks POST /v1/chat/completions (streamed as
 * server-sent events when the request says `stream: true`, plain JSON otherwise) and records every request, so
 * tests exercise the real HTTP client and can assert what was sent. Each test scripts the reply: a text, a
 * function of the request, an HTTP failure, or a hang.
 *
 * Standalone (e.g. for browser tests): node --import tsx server/test/fake-llm-server.ts --port 4510
 * then LLM_BASE_URL=http://127.0.0.1:4510/v1. By default it answers with the first sentence of the first
 * passage it is given, cited [1]. Another process scripts it over HTTP:
 *   POST /__fake/reply   body: a FakeLlmReply as JSON ("text", {"text"}, {"status"}, {"hang": true})
 *   POST /__fake/reset   default reply again, recorded requests forgotten
 *   GET  /__fake/requests   the recorded chat requests
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { NOT_FOUND_ANSWER } from '../../common/search.js';
import type { ChatMessage } from '../lib/llm/chat-model.js';
import { parsePassagesBlock } from '../modules/answers/llm/prompt.js';

export interface RecordedChatRequest {
  path: string;
  authorization: string | undefined;
  body: { model?: string; messages?: ChatMessage[]; stream?: boolean; [field: string]: unknown };
}

export type FakeLlmReply =
  /** The answer text, streamed in small pieces when the request asked for a stream. */
  | string
  | { text: string; chunkSize?: number; delayMs?: number }
  /** An HTTP error with this status (and body). */
  | { status: number; body?: string }
  /** Never finish: with `afterText`, stream that text first and then go silent. */
  | { hang: true; afterText?: string };

export type FakeLlmScript = FakeLlmReply | ((request: RecordedChatRequest) => FakeLlmReply);

export interface FakeLlmServer {
  /** The value for LLM_BASE_URL (ends in /v1). */
  baseUrl: string;
  requests: RecordedChatRequest[];
  /** Replaces the reply for the following requests. */
  respondWith(script: FakeLlmScript): void;
  /** Forgets recorded requests and restores the default reply. */
  reset(): void;
  close(): Promise<void>;
}

/** The default reply: the first sentence of passage 1 (skipping headings), cited — or the not-found answer when no passages came. */
export function answerFromFirstPassage(request: RecordedChatRequest): string {
  const user = [...(request.body.messages ?? [])].reverse().find((m) => m.role === 'user');
  const passages = user ? parsePassagesBlock(user.content) : null;
  const first = passages?.[0]?.text.replace(/\s+/g, ' ').trim();
  if (!first) return NOT_FOUND_ANSWER;
  // The first real sentence (six words or more), not a heading such as "11. TERM.".
  const sentences = first.split(/(?<=[.!?])\s+/).filter(Boolean);
  const sentence = sentences.find((x) => x.split(' ').length >= 6) ?? sentences[0]!;
  return `${sentence.replace(/[.!?]$/, '')} [1].`;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return raw;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function chunkOf(model: string, delta: Record<string, string>, finish: string | null = null) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
}

function pieces(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

async function reply(res: ServerResponse, request: RecordedChatRequest, answer: FakeLlmReply) {
  const model = request.body.model ?? 'fake-model';
  if (typeof answer === 'object' && 'status' in answer) {
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.body ?? JSON.stringify({ error: { message: `scripted failure ${answer.status}`, type: 'server_error' } }));
    return;
  }
  const hang = typeof answer === 'object' && 'hang' in answer;
  if (hang && !answer.afterText) return; // no headers, no body: the client's timeout must end it
  const text = typeof answer === 'string' ? answer : 'text' in answer ? answer.text : answer.afterText!;
  const chunkSize = typeof answer === 'object' && 'chunkSize' in answer ? (answer.chunkSize ?? 8) : 8;
  const delayMs = typeof answer === 'object' && 'delayMs' in answer ? (answer.delayMs ?? 0) : 0;

  if (!request.body.stream) {
    if (hang) return;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
      }),
    );
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const send = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
  send(chunkOf(model, { role: 'assistant', content: '' }));
  for (const piece of pieces(text, chunkSize)) {
    if (delayMs) await sleep(delayMs);
    if (res.destroyed) return;
    send(chunkOf(model, { content: piece }));
  }
  if (hang) return;
  send(chunkOf(model, {}, 'stop'));
  res.end('data: [DONE]\n\n');
}

export async function startFakeLlmServer(options: { port?: number; host?: string; script?: FakeLlmScript } = {}): Promise<FakeLlmServer> {
  const defaultScript: FakeLlmScript = options.script ?? answerFromFirstPassage;
  let script = defaultScript;
  const requests: RecordedChatRequest[] = [];

  const server: Server = createServer(async (req, res) => {
    try {
      const path = (req.url ?? '').split('?')[0]!;
      if (path.startsWith('/__fake/')) {
        await control(req, res, path);
        return;
      }
      if (req.method === 'GET' && path.endsWith('/models')) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', data: [{ id: 'fake-model', object: 'model' }] }));
        return;
      }
      if (req.method !== 'POST' || !path.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      let body: RecordedChatRequest['body'];
      try {
        body = JSON.parse(await readBody(req)) as RecordedChatRequest['body'];
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"body is not JSON"}}');
        return;
      }
      const request: RecordedChatRequest = { path, authorization: req.headers.authorization, body };
      requests.push(request);
      await reply(res, request, typeof script === 'function' ? script(request) : script);
    } catch (err) {
      if (!res.headersSent) res.writeHead(500).end(String(err));
      else res.destroy();
    }
  });
  async function control(req: IncomingMessage, res: ServerResponse, path: string) {
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'GET' && path === '/__fake/requests') return json(200, requests);
    if (req.method === 'POST' && path === '/__fake/reset') {
      requests.length = 0;
      script = defaultScript;
      return json(200, { ok: true });
    }
    if (req.method === 'POST' && path === '/__fake/reply') {
      try {
        const next = JSON.parse(await readBody(req)) as FakeLlmReply;
        const valid = typeof next === 'string' || (typeof next === 'object' && next !== null && ('text' in next || 'status' in next || 'hang' in next));
        if (!valid) return json(400, { error: { message: 'expected a string, {text}, {status} or {hang: true}' } });
        script = next;
        return json(200, { ok: true });
      } catch {
        return json(400, { error: { message: 'body is not JSON' } });
      }
    }
    return json(404, { error: { message: 'not found' } });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    baseUrl: `http://${host}:${address.port}/v1`,
    requests,
    respondWith(next) {
      script = next;
    },
    reset() {
      requests.length = 0;
      script = defaultScript;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections(); // hung responses would otherwise keep close() waiting
        server.close(() => resolve());
      }),
  };
}

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(argument('port') ?? process.env.PORT ?? 4510);
  const host = argument('host') ?? '127.0.0.1';
  void startFakeLlmServer({ port, host }).then((fake) => {
    console.log(`fake LLM listening: LLM_BASE_URL=${fake.baseUrl}`);
    const stop = () => void fake.close().then(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
}
