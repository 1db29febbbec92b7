import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import type { HomeFacts } from '../../rules/home-facts';
import { visibleOtherRequests, type OtherRequestKey } from '../../rules/other-requests';
import { ActionCard, HomeSection } from './HomeSection';

/** The modals, their forms and the form library load on intent: pointer over, focus, or the click. */
const loadRequestModal = () => import('../requests/RequestModal');
const RequestModal = lazy(loadRequestModal);
const preload = () => void loadRequestModal();

/** Others (spec 02 §2): the company-establishment and early-settlement requests, each in a modal. */
export function OtherRequestsSection({ facts }: { facts: HomeFacts }) {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState<OtherRequestKey | null>(null);
  const cards = visibleOtherRequests(facts);
  if (cards.length === 0) return null;
  return (
    <HomeSection name="others" state={{ status: 'ready' }} empty={false}>
      <ul className="mdp-home-cards">
        {cards.map((key) => (
          <ActionCard
            key={key}
            title={t(`others.${key}.title`)}
            description={t(`others.${key}.description`)}
            action={
              <Button variant="secondary" onPointerEnter={preload} onFocus={preload} onClick={() => setOpen(key)}>
                {t(`others.${key}.action`)}
              </Button>
            }
          />
        ))}
      </ul>
      {open ? (
        <Suspense fallback={null}>
          <RequestModal kind={open} country={facts.country} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </HomeSection>
  );
}
