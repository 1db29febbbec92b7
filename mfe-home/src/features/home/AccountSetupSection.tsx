import { useTranslation } from 'react-i18next';
import { useHostApi } from 'shared-contracts/react';
import { useBankAccounts } from '../../api/get-bank-accounts';
import { useBusinessUsers } from '../../api/get-business-users';
import { useSecretApiKeys } from '../../api/get-secret-api-keys';
import { ACCOUNT_SETUP_LINKS, accountSetupReads, teamMemberExists, visibleAccountSetup } from '../../rules/account-setup';
import type { HomeFacts } from '../../rules/home-facts';
import { HomeLink } from './HomeLink';
import { ActionCard, HomeSection, type SectionState } from './HomeSection';

/**
 * Account setup (spec 02 §6): each card's read is made only when the card may show; the section
 * waits for those reads, and a failed one offers Retry for the failed reads only.
 */
export function AccountSetupSection({ facts, userEmail }: { facts: HomeFacts; userEmail: string }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('home');
  const reads = accountSetupReads(facts, hostApi.routes);
  const banks = useBankAccounts(hostApi, reads.bankAccounts);
  const users = useBusinessUsers(hostApi, reads.teamMembers);
  const keys = useSecretApiKeys(hostApi, reads.secretApiKeys);
  const queries = [
    [reads.bankAccounts, banks],
    [reads.teamMembers, users],
    [reads.secretApiKeys, keys],
  ] as const;
  const needed = queries.filter(([wanted]) => wanted).map(([, query]) => query);
  const failed = needed.filter((query) => query.isError);
  const state: SectionState =
    failed.length > 0
      ? { status: 'failed', retry: () => failed.forEach((query) => void query.refetch()) }
      : needed.every((query) => query.data)
        ? { status: 'ready' }
        : { status: 'loading' };
  const cards =
    state.status === 'ready'
      ? visibleAccountSetup(facts, {
          hasBankAccount: (banks.data?.data.length ?? 0) > 0,
          hasTeamMember: teamMemberExists(users.data?.data ?? [], userEmail),
          hasSecretApiKey: (keys.data?.data.length ?? 0) > 0,
        }, hostApi.routes)
      : [];
  return (
    <HomeSection name="accountSetup" state={state} empty={cards.length === 0}>
      <ul className="mdp-home-cards">
        {cards.map((key) => (
          <ActionCard
            key={key}
            title={
              <HomeLink className="mdp-home-card-link" target={{ kind: 'route', ...ACCOUNT_SETUP_LINKS[key] }}>
                {t(`accountSetup.${key}.title`)}
              </HomeLink>
            }
            description={t(`accountSetup.${key}.description`)}
          />
        ))}
      </ul>
    </HomeSection>
  );
}
