import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

/** A property's photo (typed by content, size-limited, served to its workspace only) and its occupancy count. */
type Client = ReturnType<TestApp['client']>;
const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;
const image = (format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .toFormat(format)
    .toBuffer();

describe('property photos and occupancy', () => {
  let t: TestApp;
  let a: Client;
  let b: Client;
  let propertyId: string;

  const send = (c: Client, bytes: Buffer, name = 'front.png') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    return c.request(`/api/app/portfolio/properties/${propertyId}/photo`, { method: 'POST', body: form });
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = (await t.signUp()).client;
    b = (await t.signUp()).client;
    const res = await a.request('/api/app/portfolio/properties', { method: 'POST', json: { name: 'Oak Street', type: 'residential' } });
    propertyId = (await json(res)).id;
  });
  afterAll(() => t.close());

  it('stores a JPEG, PNG or WebP photo, serves it to the workspace, replaces and removes it', async () => {
    const png = await image('png');
    const res = await send(a, png);
    expect(res.status, await res.clone().text()).toBe(200);
    const property = await json(res);
    expect(property.photoUrl).toMatch(new RegExp(`^/api/app/portfolio/properties/${propertyId}/photo\\?v=\\d+$`));
    const served = await a.get(property.photoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect((await json(await a.get('/api/app/portfolio/properties'))).items[0].photoUrl).toBe(property.photoUrl);

    // Another workspace sees nothing, and cannot set or remove it.
    expect((await b.get(property.photoUrl)).status).toBe(404);
    expect((await send(b, png)).status).toBe(404);
    expect((await b.request(`/api/app/portfolio/properties/${propertyId}/photo`, { method: 'DELETE' })).status).toBe(404);

    // A replacement: the type is the content's (a JPEG named .png), and the old file leaves storage.
    const { photoStorageKey: oldKey } = (await t.deps.db.query.properties.findFirst({ where: (p, { eq }) => eq(p.id, propertyId) }))!;
    const replaced = await json(await send(a, await image('jpeg'), 'photo.png'));
    expect((await a.get(replaced.photoUrl)).headers.get('content-type')).toBe('image/jpeg');
    expect(await t.deps.storage.exists(oldKey!)).toBe(false);
    const webp = await json(await send(a, await image('webp')));
    expect((await a.get(webp.photoUrl)).headers.get('content-type')).toBe('image/webp');

    const removed = await a.request(`/api/app/portfolio/properties/${propertyId}/photo`, { method: 'DELETE' });
    expect(await json(removed)).toMatchObject({ photoUrl: null });
    expect((await a.get(`/api/app/portfolio/properties/${propertyId}/photo`)).status).toBe(404);
  });

  it('refuses other content, whatever its name, and photos over the size limit', async () => {
    const gif = await send(a, await image('gif'), 'front.png');
    expect(gif.status).toBe(415);
    expect((await json(gif)).error.message).toBe('A property photo must be a JPEG, PNG or WebP image');
    const svg = await send(a, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'front.jpg');
    expect(svg.status).toBe(415);
    const big = Buffer.concat([await image('png'), Buffer.alloc(11 * 1024 * 1024)]);
    expect((await send(a, big)).status).toBe(413);
    // Cross-site: a multipart body is accepted only from our own pages, like every change.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await image('png'))]), 'x.png');
    const foreign = await t.app.request(`/api/app/portfolio/properties/${propertyId}/photo`, {
      method: 'POST',
      body: form,
      headers: { origin: 'https://evil.example', cookie: [...a.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(foreign.status).toBe(403);
  });

  it('counts units that are occupied: marked so, or under a lease active today', async () => {
    const create = async (path: string, body: unknown) => (await json(await a.request(`/api/app/portfolio${path}`, { method: 'POST', json: body }))).id;
    const p = await create('/properties', { name: 'Counting Court', type: 'residential' });
    const u1 = await create('/units', { propertyId: p, label: '1' });
    const u2 = await create('/units', { propertyId: p, label: '2' });
    await create('/units', { propertyId: p, label: '3', status: 'occupied' }); // marked occupied, no lease on record
    const u4 = await create('/units', { propertyId: p, label: '4' });
    await create('/leases', { propertyId: p, unitId: u1, startDate: '2020-01-01', status: 'active' }); // current
    await create('/leases', { propertyId: p, unitId: u2, startDate: '2020-01-01', endDate: '2021-01-01', status: 'active' }); // ended
    await create('/leases', { propertyId: p, unitId: u4, startDate: '2099-01-01', status: 'active' }); // not begun
    const got = await json(await a.get(`/api/app/portfolio/properties/${p}`));
    expect(got).toMatchObject({ unitCount: 4, occupiedCount: 2 });
    const listed = (await json(await a.get('/api/app/portfolio/properties?q=counting'))).items[0];
    expect(listed).toMatchObject({ unitCount: 4, occupiedCount: 2 });
    // The units say the same; a lease written as active and current marked its unit occupied, an ended one did not.
    const unitsOf = async (status = '') =>
      (await json(await a.get(`/api/app/portfolio/units?propertyId=${p}${status ? `&status=${status}` : ''}`))).items.map((u: any) => [u.label, u.occupied]);
    expect(await unitsOf()).toEqual([
      ['1', true],
      ['2', false],
      ['3', true],
      ['4', false],
    ]);
    expect(await unitsOf('occupied')).toEqual([
      ['1', true],
      ['3', true],
    ]);
    expect(await unitsOf('vacant')).toEqual([
      ['2', false],
      ['4', false],
    ]);
    expect(await json(await a.get(`/api/app/portfolio/units/${u1}`))).toMatchObject({ status: 'occupied', occupied: true });
    // Ending the lease (terminated) or deleting it leaves the unit vacant again; an unavailable unit stays so.
    const lease1 = (await json(await a.get(`/api/app/portfolio/leases?propertyId=${p}&q=1`))).items.find((l: any) => l.unitId === u1);
    await a.request(`/api/app/portfolio/leases/${lease1.id}`, { method: 'PATCH', json: { status: 'terminated' } });
    expect(await json(await a.get(`/api/app/portfolio/units/${u1}`))).toMatchObject({ status: 'vacant', occupied: false });
    await a.request(`/api/app/portfolio/units/${u2}`, { method: 'PATCH', json: { status: 'unavailable' } });
    await create('/leases', { propertyId: p, unitId: u2, startDate: '2020-01-01', status: 'active' });
    expect(await json(await a.get(`/api/app/portfolio/units/${u2}`))).toMatchObject({ status: 'unavailable', occupied: true });
  });
});
