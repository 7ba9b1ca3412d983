import { afterEach, describe, expect, it, vi } from 'vitest';
import { streamAnswer } from './answer-stream';

// The stream is opened by the browser itself (not callApi), so its URL must still come from its declaration:
// move the declared path and the request follows.
vi.mock('@common/api/queries', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@common/api/queries')>();
  return { ...actual, queriesApi: { ...actual.queriesApi, askStream: { ...actual.queriesApi.askStream, path: '/queries/answer-stream' } } };
});

afterEach(() => vi.unstubAllGlobals());

describe('streamAnswer', () => {
  it('posts to the URL and method declared for queriesApi.askStream, and turns a refusal into an ApiError', async () => {
    const fetch = vi.fn(async () => Response.json({ error: { code: 'invalid_input', message: 'Type a question', field: 'query' } }, { status: 400 }));
    vi.stubGlobal('fetch', fetch);
    await expect(streamAnswer({ query: ' ' }, () => {})).rejects.toMatchObject({ status: 400, code: 'invalid_input', field: 'query' });
    expect(fetch).toHaveBeenCalledWith('/api/app/queries/answer-stream', expect.objectContaining({ method: 'POST', body: JSON.stringify({ query: ' ' }) }));
  });
});
