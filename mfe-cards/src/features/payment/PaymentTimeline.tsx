import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CardPaymentDetail } from 'shared-contracts/areas/cards/card-payment';
import { Money, StatusBadge, Timeline, toneOfStatus } from 'shared-ui/data';
import { paymentTimeline } from '../../rules/timeline';
import { PaymentTime } from '../shared/PaymentTime';
import { Section } from '../shared/Section';
import { stepPath } from '../shared/step-path';
import type { Display } from '../shared/use-display';

/** What happened to the payment, oldest first; each step with a page of its own links to it. */
export function PaymentTimeline({ payment, display }: { payment: CardPaymentDetail; display: Display }) {
  const { t } = useTranslation('cards');
  const events = paymentTimeline(payment).map((event) => {
    const name = t(`payment.timeline.${event.kind}`);
    return {
      id: event.key,
      tone: event.status ? toneOfStatus(event.status.value) : event.kind === 'expectedSettlement' ? ('warning' as const) : ('success' as const),
      title: event.link ? (
        <Link to={stepPath(event.link.kind, event.link.id)}>{name}</Link>
      ) : (
        name
      ),
      time: <PaymentTime iso={event.time} display={display} />,
      description:
        event.status || event.amount !== undefined ? (
          <span className="mdp-cards-decline">
            {event.status ? <StatusBadge status={event.status.value} label={t(event.status.key)} /> : null}
            {event.amount !== undefined ? <Money amount={event.amount} currency={payment.currency} /> : null}
          </span>
        ) : undefined,
    };
  });
  return (
    <Section title={t('payment.sections.timeline')}>
      <Timeline events={events} label={t('payment.timeline.label')} />
    </Section>
  );
}
