import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { useCapitalOffering } from '../../api/get-capital-offering';
import { useExpressCapitalInterest } from '../../api/express-capital-interest';

/**
 * The capital offering (spec 02 §2): the interested button is enabled only when the business can
 * submit (GET /api/xencap-offering); pressing it tells the gateway (POST), and says so. Only an
 * administrator may ask in the business's name (issue 43 §7): anyone else is told so beside the
 * disabled button, rather than left to guess.
 */
export function CapitalOfferingSlide() {
  const hostApi = useHostApi();
  const { t } = useTranslation('home');
  const offering = useCapitalOffering(hostApi);
  const interest = useExpressCapitalInterest(hostApi);
  const data = offering.data;
  const noteId = useId();
  const administratorsOnly = data !== undefined && data.submitted_at === null && hostApi.session.user?.can_administer !== true;
  return (
    <div className="mdp-home-slide">
      <h2 className="mdp-home-slide-title">{t('carousel.capitalOffering.title')}</h2>
      <p>
        {data?.max_amount
          ? t('carousel.capitalOffering.upTo', { amount: formatMoney(data.max_amount, data.currency) })
          : t('carousel.capitalOffering.description')}
      </p>
      {offering.isError ? (
        <p className="mdp-home-inline-problem" role="alert">
          {t('carousel.capitalOffering.loadError')}{' '}
          <Button variant="ghost" onClick={() => void offering.refetch()}>
            {t('retry')}
          </Button>
        </p>
      ) : null}
      {data?.submitted_at ? (
        <p className="mdp-home-inline-done" role="status">
          {t('carousel.capitalOffering.submitted')}
        </p>
      ) : null}
      {interest.isError ? (
        <p className="mdp-home-inline-problem" role="alert">
          {t('carousel.capitalOffering.submitError')}
        </p>
      ) : null}
      {administratorsOnly ? (
        <p id={noteId} className="mdp-home-inline-note">
          {t('carousel.capitalOffering.administratorsOnly')}
        </p>
      ) : null}
      <div className="mdp-home-slide-action">
        <Button
          variant="primary"
          aria-describedby={administratorsOnly ? noteId : undefined}
          disabled={!data?.can_submit}
          busy={interest.isPending || offering.isPending}
          onClick={() => interest.mutate()}
        >
          {t('carousel.capitalOffering.action')}
        </Button>
      </div>
    </div>
  );
}
