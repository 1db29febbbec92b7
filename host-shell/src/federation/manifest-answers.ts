/**
 * Each remote's `mf-manifest.json` is asked of the network at most once per page load (issue 46,
 * docs/decisions/0076-manifests-once-after-the-first-paint.md). The runtime keeps what it makes of a
 * manifest in more than one place (its snapshot, its manifest cache, a global table of loads in
 * flight) and drops them in some of its paths: a failed attempt, a remote registered again. Here,
 * where the shell's plugin fetches every manifest, an OK answer is kept for the page's life and
 * each later ask gets a copy of it; a failed one is not kept, so the next load asks again, and
 * `forget` (the shell's Retry, which registers the remote afresh) lets one be asked anew.
 */
export class ManifestAnswers {
  private readonly answers = new Map<string, Promise<Response>>();

  /**
   * `inline`: the manifests the page carries, by URL (decision 0084): each is the first answer for
   * its URL, without a request.
   */
  constructor(
    private readonly fetchOnce: (url: string, init: RequestInit) => Promise<Response>,
    private readonly inline: Map<string, unknown> = new Map(),
  ) {}

  /** The manifest at `url`: from the page or the network the first time, then a copy of that answer. */
  async fetch(url: string, init: RequestInit): Promise<Response> {
    let answer = this.answers.get(url);
    if (!answer) {
      answer = this.inline.has(url) ? Promise.resolve(jsonResponse(this.inline.get(url))) : this.fetchOnce(url, init);
      this.answers.set(url, answer);
      answer.catch(() => {
        if (this.answers.get(url) === answer) this.answers.delete(url);
      });
    }
    // The kept answer is never read itself: each caller reads a copy of its body.
    return (await answer).clone();
  }

  /**
   * Puts each manifest the page carries for `urls` into the runtime's own manifest cache (a copy;
   * none where the cache has one), so that the first load of the remote turns it into its snapshot
   * at once: read through `fetch`, the runtime waits for a `Response` body, a task that the page's
   * render, in progress on the press that opens the remote, holds back. The runtime's hooks that
   * read the manifest (`loadRemoteSnapshot`) run all the same. The runtime drops its copy when the
   * remote is registered afresh, and `forget` drops the page's, so a Retry goes to the network.
   */
  seed(cache: Map<string, unknown>, urls: Iterable<string>): void {
    for (const url of urls) if (this.inline.has(url) && !cache.has(url)) cache.set(url, structuredClone(this.inline.get(url)));
  }

  /** The next ask of `url` goes to the network again (not to the page's copy). */
  forget(url: string): void {
    this.answers.delete(url);
    this.inline.delete(url);
  }
}

function jsonResponse(value: unknown): Response {
  return new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' } });
}
