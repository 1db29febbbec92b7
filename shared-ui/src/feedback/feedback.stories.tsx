import { useState } from 'react';
import { Button } from '../actions/Button';
import { InBahasa, LONG_TEXT } from '../catalogue-support';
import { Banner } from './Banner';
import { Card } from './Card';
import { Carousel } from './Carousel';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingBar } from './LoadingBar';
import { PageHeader } from './PageHeader';
import { Skeleton } from './Skeleton';
import { Stepper } from './Stepper';

export default { title: 'Feedback' };

export const Banners = () => (
  <div className="story-stack">
    <Banner tone="info" title="Test mode">
      You are in test mode: no real money moves.
    </Banner>
    <Banner tone="success">Your business is live.</Banner>
    <Banner tone="warning" action={<Button variant="secondary">Upload documents</Button>}>
      We need two more documents to activate your account.
    </Banner>
    <Banner tone="danger" role="alert" onDismiss={() => undefined}>
      Your last withdrawal failed.
    </Banner>
  </div>
);

export const BannerLongText = () => (
  <div className="story-narrow">
    <Banner tone="warning" title={LONG_TEXT} onDismiss={() => undefined}>
      {LONG_TEXT}
    </Banner>
  </div>
);

export const BannerInBahasa = () => (
  <InBahasa>
    <Banner tone="info" onDismiss={() => undefined}>
      Anda sedang dalam mode uji.
    </Banner>
  </InBahasa>
);

export const CardAndPageHeader = () => (
  <div className="story-stack">
    <PageHeader title="Card payments" description="Accept Visa, Mastercard and JCB." actions={<Button>New payment link</Button>} />
    <Card aria-label="Summary">
      <h2>Summary</h2>
      <p>Three payments today.</p>
    </Card>
  </div>
);

export const PageHeaderLongText = () => (
  <div className="story-narrow">
    <PageHeader title={LONG_TEXT} description={LONG_TEXT} actions={<Button>Tambah</Button>} />
  </div>
);

export const Loading = () => <Skeleton label="Loading payments" lines={4} />;

export const Empty = () => <EmptyState title="No payments yet" description="Payments show here once a customer pays." action={<Button>Create a payment link</Button>} />;

export const Error = () => <ErrorState title="Payments could not load" description="Check your connection and try again." onRetry={() => undefined} />;

export const ErrorInBahasa = () => (
  <InBahasa>
    <ErrorState title="Pembayaran tidak dapat dimuat" onRetry={() => undefined} />
  </InBahasa>
);

export const Steps = () => <Stepper label="Activation" steps={['Business details', 'Documents', 'Review']} current={1} />;

export const StepsInBahasa = () => (
  <InBahasa>
    <Stepper label="Aktivasi" steps={['Detail bisnis', 'Dokumen', 'Tinjauan']} current={2} />
  </InBahasa>
);

const slides = ['Invoices now accept QRIS.', 'Withdraw to any bank in one day.', 'Invite your team to the dashboard.'].map((text) => (
  <p key={text}>{text}</p>
));

export const CarouselPausable = () => <Carousel label="What is new" slides={slides} intervalMs={5000} />;

export const CarouselInBahasa = () => (
  <InBahasa>
    <Carousel label="Yang baru" slides={slides} intervalMs={5000} />
  </InBahasa>
);

export const BannerDismissed = () => {
  const [shown, setShown] = useState(true);
  return shown ? <Banner onDismiss={() => setShown(false)}>Dismiss me.</Banner> : <Button onClick={() => setShown(true)}>Show again</Button>;
};

export const LoadingBarOverContent = () => (
  <div style={{ position: 'relative', paddingTop: '1rem' }}>
    <LoadingBar label="Loading…" />
    <p>The current page stays on screen while the next one loads.</p>
  </div>
);
