// Issue 46: the figures its budgets judge, side by side for each network a cold load of /home ran
// on: the sessions' own unthrottled one (`localhost`) and each network profile that ran.
import type { NetworkProfileFigures } from './network-figures';
import { medians, ratioOrNull, ratiosByRemote, type Spread } from './stats';

/** One figure of both stacks and composed over monolith; null where it was not measured. */
export interface Compared {
  composed: number | null;
  monolith: number | null;
  ratio: number | null;
}

/** The worst remote's cold switch, composed over monolith of each remote's median. */
export interface WorstSwitch {
  remote: string | null;
  ratio: number | null;
  /** Each remote's ratio. */
  byRemote: Record<string, number>;
}

export interface ProfileFigures {
  /** LCP of the cold load of /home: medians. */
  lcpMs: Compared;
  /** The cold switches into remotes not loaded yet, on this network. */
  routeSwitchCold: WorstSwitch;
  /**
   * Bytes the network transferred for the cold load of /home. On `localhost` the bodies as sent
   * (`firstRouteAllTransfer`, the worst session); on a profile headers and bodies (the median round).
   */
  transferBytes: Compared;
  /** Requests of the cold load of /home (on `localhost`: its responses, the worst session; on a profile: the median round). */
  requests: Compared;
}

/** What the sessions' network gives of a stack's figures (summarize.ts's StackFigures, which holds these and more). */
export interface SessionFigures {
  lcpMs: number;
  routeSwitchColdMsByRemote: Record<string, number>;
  firstRouteAllTransfer: number | null;
  firstRouteAllRequests: number;
}

const compared = (composed: number | null, monolith: number | null): Compared => ({ composed, monolith, ratio: ratioOrNull(composed, monolith) });

export function worstSwitch(byRemote: Record<string, number>): WorstSwitch {
  const worst = Object.entries(byRemote).reduce<[string, number] | null>((found, entry) => (found === null || entry[1] > found[1] ? entry : found), null);
  return { remote: worst?.[0] ?? null, ratio: worst?.[1] ?? null, byRemote };
}

/** The sessions' network: the cold loads and switches of the sessions and the extra loads. */
export function localhostFigures(composed: SessionFigures, monolith: SessionFigures): ProfileFigures {
  return {
    lcpMs: compared(composed.lcpMs, monolith.lcpMs),
    routeSwitchCold: worstSwitch(ratiosByRemote(composed.routeSwitchColdMsByRemote, monolith.routeSwitchColdMsByRemote)),
    transferBytes: compared(composed.firstRouteAllTransfer, monolith.firstRouteAllTransfer),
    requests: compared(composed.firstRouteAllRequests, monolith.firstRouteAllRequests),
  };
}

/** A network profile's rounds. */
export function networkProfileSummary({ composed, monolith }: NetworkProfileFigures): ProfileFigures {
  const both = (value: (figures: NetworkProfileFigures['composed']) => Spread) => compared(value(composed).median, value(monolith).median);
  return {
    lcpMs: both((figures) => figures.lcpMs),
    routeSwitchCold: worstSwitch(ratiosByRemote(medians(composed.routeSwitchColdMsByRemote), medians(monolith.routeSwitchColdMsByRemote))),
    transferBytes: both((figures) => figures.transferBytes),
    requests: both((figures) => figures.requests),
  };
}

/** `localhost` first, then each profile that ran, in the order it ran. */
export function profileFigures(composed: SessionFigures, monolith: SessionFigures, network: Record<string, NetworkProfileFigures>): Record<string, ProfileFigures> {
  return {
    localhost: localhostFigures(composed, monolith),
    ...Object.fromEntries(Object.entries(network).map(([name, figures]) => [name, networkProfileSummary(figures)])),
  };
}
