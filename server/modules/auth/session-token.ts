/**
 * better-auth puts the session token in JSON answers (`token` after sign-in, sign-up, two-factor verification
 * and password change; `session.token` from get-session; every session's token from list-sessions). The cookie
 * that carries it is HttpOnly so page scripts cannot read it; handing it over in a body would undo that for any
 * injected script. The web app identifies sessions by id and never needs the token, so it is removed here.
 */
export async function withoutSessionTokens(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  const copy = new Response(JSON.stringify(stripTokens(body)), response);
  copy.headers.delete('content-length');
  return copy;
}

function stripTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripTokens);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, v]) => [key, stripTokens(v)]),
  );
}
