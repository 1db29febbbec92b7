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

  /** The next ask of `url` goes to the network again (not to the page's copy). */
  forget(url: string): void {
    this.answers.delete(url);
    this.inline.delete(url);
  }
}

function jsonResponse(value: unknown): Response {
  return new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' } });
}
