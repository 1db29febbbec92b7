import { observer } from 'mobx-react-lite';
import { Field as FormField, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_PAYMENT_METHODS, readableTextOn, type CheckoutPaymentMethod } from 'shared-contracts/areas/getting-paid/checkout';
import { RouteLink, routePage, useHostApi } from 'shared-contracts/react';
import { Banner, Button, ErrorState, PageHeader, Skeleton } from 'shared-ui';
import { Checkbox, Field, FormActions, FormError, Switch, fromFinalForm, submissionErrorsOf } from 'shared-ui/forms';
import { useCheckoutSettings, useSaveCheckoutSettings } from '../../api/checkout-settings';
import { useGates } from '../../rules/use-gates';
import { Forbidden } from '../shared/Forbidden';
import { useDisplay } from '../shared/use-display';
import { CheckoutPreview } from './CheckoutPreview';
import { ColorField } from './ColorField';
import { DEFAULT_VALUES, buttonContrast, formValuesOf, settingsOf, validateCheckout, type CheckoutFormValues } from './checkout-form';
import '../shared/getting-paid.css';
import './checkout.css';

const FIELDS = ['brand_color', 'button_color', 'button_text_color', 'show_logo', 'payment_methods'];

/**
 * /customize-checkout (spec 02 §2, under invoices; decision 0079): the hosted payment page's colours,
 * logo and payment methods, with a live preview at desktop and phone widths. Readers see it; only
 * can_edit or operation may change it (the fields are then read-only and the page says why).
 */
const CustomizeCheckout = observer(function CustomizeCheckout() {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const gates = useGates(hostApi);
  const display = useDisplay(hostApi);
  const settings = useCheckoutSettings(hostApi);
  const save = useSaveCheckoutSettings(hostApi);
  const message = (key: string) => t(`checkout.problems.${key}`);
  const header = <PageHeader title={t('checkout.title')} description={t('checkout.description')} />;
  if (!gates.read) return <div className="mdp-gp-page">{header}<Forbidden reason="permission" /></div>;
  if (settings.isPending) return <div className="mdp-gp-page">{header}<Skeleton label={t('checkout.loading')} lines={8} /></div>;
  if (settings.isError) {
    return <div className="mdp-gp-page">{header}<ErrorState title={t('checkout.failed')} headingLevel={2} onRetry={() => void settings.refetch()} /></div>;
  }
  const saved = settings.data;
  const readOnly = !gates.change;

  const onSubmit = async (values: CheckoutFormValues) => {
    const next = settingsOf(values);
    if (!next) return undefined;
    try {
      await save.mutateAsync(next);
      hostApi.toasts.show(t('checkout.saved'), 'success');
      return undefined;
    } catch (error) {
      return submissionErrorsOf(error, FIELDS, t('checkout.saveFailed'));
    }
  };

  return (
    <div className="mdp-gp-page">
      {header}
      {readOnly ? <Banner title={t('checkout.readOnlyTitle')}>{t('checkout.readOnly')}</Banner> : null}
      <Form<CheckoutFormValues> onSubmit={onSubmit} validate={validateCheckout} initialValues={formValuesOf(saved)}>
        {({ handleSubmit, submitting, submitError, values, form }) => {
          const contrast = buttonContrast(values);
          return (
            <div className="mdp-gp-split">
              <form className="mdp-gp-section" onSubmit={handleSubmit} noValidate aria-label={t('checkout.title')}>
                <FormField<string> name="brand_color">
                  {(props) => <ColorField {...fromFinalForm(props, message)} label={t('checkout.brandColor')} pickLabel={t('checkout.pick', { name: t('checkout.brandColor') })} description={t('checkout.brandColorHelp')} disabled={readOnly} required />}
                </FormField>
                <FormField<string> name="button_color">
                  {(props) => <ColorField {...fromFinalForm(props, message)} label={t('checkout.buttonColor')} pickLabel={t('checkout.pick', { name: t('checkout.buttonColor') })} disabled={readOnly} required />}
                </FormField>
                <FormField<string> name="button_text_color">
                  {(props) => (
                    <ColorField
                      {...fromFinalForm(props, message)}
                      // The contrast is said at once, not only after leaving the field: it is what the colours are chosen by.
                      error={contrast && !contrast.readable ? t('checkout.problems.lowContrast', { ratio: contrast.ratio }) : fromFinalForm(props, message).error}
                      label={t('checkout.buttonTextColor')}
                      pickLabel={t('checkout.pick', { name: t('checkout.buttonTextColor') })}
                      description={contrast?.readable ? t('checkout.contrastOk', { ratio: contrast.ratio }) : t('checkout.contrastHelp')}
                      disabled={readOnly}
                      required
                    />
                  )}
                </FormField>
                {contrast && !contrast.readable && !readOnly ? (
                  <div>
                    <Button variant="secondary" onClick={() => form.change('button_text_color', readableTextOn(settingsOf(values)?.button_color ?? '#000000'))}>
                      {t('checkout.useReadable')}
                    </Button>
                  </div>
                ) : null}
                <FormField<boolean> name="show_logo" type="checkbox">
                  {({ input }) => (
                    <Switch
                      label={t('checkout.showLogo')}
                      checked={input.checked ?? false}
                      onChange={input.onChange}
                      disabled={readOnly}
                      description={saved.logo_url ? t('checkout.showLogoHelp') : <NoLogo />}
                    />
                  )}
                </FormField>
                <FormField<CheckoutPaymentMethod[]> name="payment_methods">
                  {(props) => <PaymentMethods {...fromFinalForm(props, message)} disabled={readOnly} />}
                </FormField>
                <FormError>{submitError}</FormError>
                {readOnly ? null : (
                  <FormActions align="start">
                    <Button type="submit" busy={submitting}>
                      {t('checkout.save')}
                    </Button>
                    <Button variant="secondary" onClick={() => form.batch(() => Object.entries(DEFAULT_VALUES).forEach(([name, value]) => form.change(name as keyof CheckoutFormValues, value)))}>
                      {t('checkout.reset')}
                    </Button>
                  </FormActions>
                )}
              </form>
              <CheckoutPreview look={values} saved={saved} logoUrl={saved.logo_url} businessName={hostApi.session.business?.name ?? ''} display={display} />
            </div>
          );
        }}
      </Form>
    </div>
  );
});

function NoLogo() {
  const { t } = useTranslation('getting-paid');
  return (
    <>
      {t('checkout.noLogo')} <RouteLink route="settings.business-profile">{t('checkout.addLogo')}</RouteLink>
    </>
  );
}

function PaymentMethods({ value, onChange, error, disabled }: { value: CheckoutPaymentMethod[]; onChange: (value: CheckoutPaymentMethod[]) => void; error?: string; disabled: boolean }) {
  const { t } = useTranslation('getting-paid');
  // Kept in the contract's order, so the hosted page lists them the same way whatever order they were ticked in.
  const toggle = (method: CheckoutPaymentMethod, on: boolean) => onChange(CHECKOUT_PAYMENT_METHODS.filter((each) => (each === method ? on : value.includes(each))));
  return (
    <Field label={t('checkout.methods')} labelElement="legend" description={t('checkout.methodsHelp')} error={error}>
      {() => (
        <div className="mdp-gp-methods">
          {CHECKOUT_PAYMENT_METHODS.map((method) => (
            <Checkbox key={method} label={t(`checkout.method.${method}`)} checked={value.includes(method)} onChange={(on) => toggle(method, on)} disabled={disabled} />
          ))}
        </div>
      )}
    </Field>
  );
}

export const CheckoutPage = routePage(CustomizeCheckout);
