import { useEffect, useState } from 'react';

/**
 * A country's flag from the flag-icons package, served by the dashboard itself (webpack emits each
 * SVG as a hashed asset of this remote; never hot-linked from another host: docs/decisions/0032).
 * The code → URL map is one lazily loaded chunk ("lazy-once"), fetched with the first flag shown.
 */
function flagUrl(code: string): Promise<string> {
  return import(/* webpackMode: "lazy-once", webpackChunkName: "country-flags" */ `flag-icons/flags/4x3/${code}.svg`).then(
    (module: { default: string }) => module.default,
  );
}

const COUNTRY = /^[a-z]{2}$/;

/** Decorative: the country's name or code is always written next to it. */
export function CountryFlag({ code }: { code: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const lower = code.toLowerCase();
  useEffect(() => {
    let live = true;
    if (!COUNTRY.test(lower)) return undefined;
    flagUrl(lower).then(
      (found) => live && setUrl(found),
      () => live && setUrl(null),
    );
    return () => {
      live = false;
    };
  }, [lower]);
  return url ? <img className="mdp-cards-flag" src={url} alt="" width={20} height={15} /> : <span className="mdp-cards-flag" aria-hidden="true" />;
}
