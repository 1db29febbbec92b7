/**
 * A menu entry's gate, as data: who may see it, in which countries and brands, behind which feature
 * flags, and under which business rules. An entry shows only when every part of its gate passes and
 * the business's exclude_dashboard_page does not name it.
 */
import type { FeatureFlag } from '../../contract/entities';
import { type Audience, isInAudience } from './audiences';
import { type BusinessRule, passesBusinessRule } from './business-rules';
import { type FeatureArea, isFeatureAreaAllowed, sectionsOf } from './feature-areas';
import type { GateFacts } from './navigation-facts';

export interface MenuGate {
  /** Permission flags (spec 01 §6 "Sidebar visibility"). */
  readonly audience: Audience;
  /** Country and brand (spec 02 §2); absent: allowed in every country and brand. */
  readonly area?: FeatureArea;
  /** Feature flags that must all be on. */
  readonly flags?: readonly FeatureFlag[];
  /** Brand, country and business rules that must all pass (spec 01 §6). */
  readonly rules?: readonly BusinessRule[];
}

/**
 * The names under which exclude_dashboard_page may remove an entry: its key, its path without the
 * leading slash, its feature area, the area's section (e.g. "transactions") and its group keys.
 */
export function exclusionNames(key: string, path: string, gate: MenuGate, groupKeys: readonly string[]): string[] {
  const names = [key, path.slice(1), ...groupKeys];
  if (gate.area) names.push(gate.area, ...sectionsOf(gate.area));
  return names;
}

export function passesGate(gate: MenuGate, facts: GateFacts): boolean {
  const { user, business, featureFlags } = facts;
  if (!isInAudience(gate.audience, user)) return false;
  if (gate.area && !isFeatureAreaAllowed(gate.area, business.brand_name, business.country_of_operation)) return false;
  if (gate.flags && !gate.flags.every((flag) => featureFlags[flag])) return false;
  return (gate.rules ?? []).every((rule) => passesBusinessRule(rule, facts));
}
