import type { FeatureFlags } from '../../contract/entities';
import { type HelpEntryKey, visibleHelpMenu } from './help-menu';
import { type PersonaName, personaContext } from './personas.fixture';
import { REPOSITORY_SITE_MAP } from './remotes.fixture';

describe('visibleHelpMenu', () => {
  it.each<[PersonaName, HelpEntryKey[]]>([
    ['owner', ['resolution-center', 'docs', 'api-reference']],
    ['viewer', ['resolution-center', 'docs', 'api-reference']],
    ['brand2', ['resolution-center', 'docs', 'api-reference']],
    ['manila', ['docs', 'api-reference']],
    ['remit', ['docs', 'api-reference']],
    ['new', ['docs', 'api-reference']],
  ])('%s sees %j', (persona, keys) => {
    const decision = visibleHelpMenu(personaContext(persona));
    expect(decision.status === 'ready' ? decision.entries.map((e) => e.key) : decision).toEqual(keys);
  });

  it('shows the resolution centre only when escalation is allowed', () => {
    const context = personaContext('owner');
    const featureFlags: FeatureFlags = { ...context.featureFlags!, escalation: false };
    const decision = visibleHelpMenu({ ...context, featureFlags });
    expect(decision.status === 'ready' && decision.entries.map((e) => e.key)).toEqual(['docs', 'api-reference']);
  });

  it('shows the resolution centre only where a deployed remote renders it', () => {
    const decision = visibleHelpMenu({ ...personaContext('owner'), siteMap: REPOSITORY_SITE_MAP });
    expect(decision.status === 'ready' && decision.entries.map((e) => e.key)).toEqual(['docs', 'api-reference']);
  });

  it('is pending until the business, the flags and the site map are known, and no longer', () => {
    expect(visibleHelpMenu({ ...personaContext('owner'), siteMap: undefined })).toEqual({ status: 'pending' });
    expect(visibleHelpMenu({ ...personaContext('owner'), featureFlags: undefined })).toEqual({ status: 'pending' });
    expect(visibleHelpMenu({ ...personaContext('owner'), business: undefined })).toEqual({ status: 'pending' });
    expect(visibleHelpMenu({ ...personaContext('owner'), user: undefined }).status).toBe('ready');
  });
});
