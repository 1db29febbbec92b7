// A federation runtime plugin of the shell: a remote's page renders only once the remote's own
// stylesheets have loaded, so it never shows unstyled for a moment.
//
// Remotes ship their CSS as files (never <style> tags: the shell's Content Security Policy has no
// 'unsafe-inline' for styles, docs/decisions/0018-serving-and-security-headers.md). Each remote's
// mf-manifest.json lists them, and the federation runtime's snapshot plugin links them while the
// remote's entry loads, without waiting for them. This plugin makes those <link> elements itself
// (the runtime's `createLink` hook), remembers when each has loaded, and holds `loadRemote`'s
// answer (the `onLoad` hook) until the remote's stylesheets have loaded or failed.

/** Remote name → the stylesheets linked for it, settled when each has loaded or failed. */
const pending = new Map();

function whenSettled(link) {
  return new Promise((resolve) => {
    link.addEventListener('load', resolve, { once: true });
    link.addEventListener('error', resolve, { once: true });
  });
}

export default function remoteStylesheets() {
  return {
    name: 'mdp-remote-stylesheets',
    createLink({ url, attrs, remoteInfo }) {
      if (attrs?.rel !== 'stylesheet') return undefined;
      const link = document.createElement('link');
      link.setAttribute('href', url);
      for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, value);
      const links = pending.get(remoteInfo.name) ?? [];
      links.push(whenSettled(link));
      pending.set(remoteInfo.name, links);
      return link;
    },
    async onLoad({ remote }) {
      const links = pending.get(remote.name);
      if (!links) return undefined;
      pending.delete(remote.name);
      await Promise.all(links);
      return undefined;
    },
  };
}
