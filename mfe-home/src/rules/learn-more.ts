import type { HomeFacts } from './home-facts';

export type LearnMoreKey = 'docs' | 'apiReference' | 'postman';

/** Spec 02 §6: API reference and Postman only for administer or tech-settings users; the docs for all. */
export function visibleLearnMore(facts: HomeFacts): LearnMoreKey[] {
  const developer = facts.permissions.can_administer || facts.permissions.can_manage_tech_settings;
  return developer ? ['docs', 'apiReference', 'postman'] : ['docs'];
}
