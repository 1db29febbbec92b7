// The shell image's server reads what each remote publishes beside its manifest at start
// (published-remotes.mjs; MDP_DECLARATIONS=fetch), as the nginx image's start script did.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withPublishedRemotes } from '../published-remotes.mjs';

const IMAGE_INTEGRITY = `sha384-${Buffer.alloc(48, 1).toString('base64')}`;
const PUBLISHED_INTEGRITY = `sha384-${Buffer.alloc(48, 2).toString('base64')}`;
const imageDeclaration = { title: { en: 'Cards', id: 'Kartu' }, routes: [], menu: [], slots: [] };
const REGISTRY = {
  remotes: [{ name: 'cards', manifest: 'http://cards.example/mf-manifest.json', mount: 'react', version: '0.1.0', declaration: imageDeclaration, integrity: IMAGE_INTEGRITY }],
  overrideOrigins: [],
};

/** A fetch over a table of answers by URL (a status, a body, or an Error to throw), counting calls. */
function fakeFetch(answers) {
  const calls = [];
  const fetch = async (url) => {
    calls.push(url);
    const answer = answers[url] ?? 404;
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'number') return new Response('{}', { status: answer });
    return new Response(typeof answer === 'string' ? answer : JSON.stringify(answer), { status: 200 });
  };
  return { fetch, calls };
}

const quick = (fetch) => ({ fetch, tries: 3, delayMs: 1, log: () => {} });

describe('withPublishedRemotes', () => {
  it("is off unless MDP_DECLARATIONS=fetch (pnpm start reads the packages' files)", async () => {
    const { fetch, calls } = fakeFetch({});
    assert.equal(await withPublishedRemotes(REGISTRY, {}, quick(fetch)), REGISTRY);
    assert.deepEqual(calls, []);
  });

  it("takes the declaration (and how it mounts) and the integrity the remote publishes beside its manifest", async () => {
    const published = { ...imageDeclaration, mount: 'parcel', routes: [{ path: '/credit_cards/*' }] };
    const { fetch } = fakeFetch({ 'http://cards.example/declaration.json': published, 'http://cards.example/integrity.json': { integrity: PUBLISHED_INTEGRITY } });
    const [cards] = (await withPublishedRemotes(REGISTRY, { MDP_DECLARATIONS: 'fetch' }, quick(fetch))).remotes;
    assert.deepEqual(cards.declaration, published);
    assert.equal(cards.mount, 'parcel');
    assert.equal(cards.integrity, PUBLISHED_INTEGRITY);
    assert.equal(cards.manifest, REGISTRY.remotes[0].manifest);
  });

  it("keeps the image's copies, saying so, for a remote that cannot be read or publishes something else; a pinned value is not read", async () => {
    const logged = [];
    const { fetch, calls } = fakeFetch({ 'http://cards.example/declaration.json': '[1]', 'http://cards.example/integrity.json': { integrity: 'md5-x' } });
    const env = { MDP_DECLARATIONS: 'fetch' };
    const [cards] = (await withPublishedRemotes(REGISTRY, env, { ...quick(fetch), log: (line) => logged.push(line) })).remotes;
    assert.deepEqual([cards.declaration, cards.integrity], [imageDeclaration, IMAGE_INTEGRITY]);
    assert.deepEqual(logged, [
      'http://cards.example/declaration.json could not be read; cards keeps the declaration of this image',
      'http://cards.example/integrity.json could not be read; cards keeps the integrity of this image',
    ]);
    calls.length = 0;
    await withPublishedRemotes(REGISTRY, { ...env, REMOTE_CARDS_INTEGRITY: IMAGE_INTEGRITY }, quick(fetch));
    assert.deepEqual(calls, ['http://cards.example/declaration.json']);
  });

  it('tries again while the remote is starting (refused, 503), never after a 404', async () => {
    const refused = fakeFetch({ 'http://cards.example/declaration.json': new TypeError('fetch failed'), 'http://cards.example/integrity.json': 503 });
    await withPublishedRemotes(REGISTRY, { MDP_DECLARATIONS: 'fetch' }, quick(refused.fetch));
    assert.equal(refused.calls.length, 6);
    const missing = fakeFetch({});
    await withPublishedRemotes(REGISTRY, { MDP_DECLARATIONS: 'fetch' }, quick(missing.fetch));
    assert.equal(missing.calls.length, 2);
  });
});
