import { observer } from 'mobx-react-lite';
import { useMemo, type ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { CIDR_WHITELIST_MAX, cidrFamily } from 'shared-contracts/areas/settings/developers';
import { validateWith } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { Button, EmptyState, ErrorState, Skeleton } from 'shared-ui';
import { FormActions, FormError, TextField, formErrorOf, fromFinalForm } from 'shared-ui/forms';
import { useIpWhitelist } from '../../api/get-ip-whitelist';
import { useUpdateIpWhitelist } from '../../api/update-ip-whitelist';
import { cidrSchema, type CidrValues } from '../../rules/developer-forms';
import { useSectionScroll } from '../settings/components/use-section-scroll';

/**
 * #ip-whitelists: the cidr_whitelist of the current environment (spec 01 §3), IPv4 and IPv6 blocks.
 * The shell's IP whitelist reminder's "Agree and set" lands here. Each change saves the whole list.
 */
export const IpWhitelistSection = observer(function IpWhitelistSection() {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const whitelist = useIpWhitelist(hostApi);
  const update = useUpdateIpWhitelist(hostApi);
  useSectionScroll(whitelist.isSuccess);
  const listed = whitelist.data?.cidr_whitelist;
  const current = useMemo(() => listed ?? [], [listed]);
  const validate = useMemo(() => validateWith(cidrSchema(current)), [current]);
  const message = (key: string) => t(`validation.${key}`);
  const mode = hostApi.session.environment === 'PRODUCTION' ? t('developers.liveMode') : t('developers.testMode');

  const save = async (next: string[]) => {
    await update.mutateAsync({ cidr_whitelist: next });
  };
  const onAdd = async ({ cidr }: CidrValues, form: { restart: () => void }) => {
    try {
      await save([...current, cidr.trim()]);
      hostApi.toasts.show(t('developers.ip.added', { cidr: cidr.trim() }), 'success');
      form.restart();
      return undefined;
    } catch {
      return formErrorOf(t('form.failed'));
    }
  };
  const remove = (cidr: string) =>
    save(current.filter((entry) => entry !== cidr)).then(
      () => hostApi.toasts.show(t('developers.ip.removed', { cidr }), 'success'),
      () => hostApi.toasts.show(t('form.failed'), 'error'),
    );

  let list: ReactNode;
  if (whitelist.isPending) list = <Skeleton label={t('developers.ip.loading')} lines={2} />;
  else if (whitelist.isError) list = <ErrorState title={t('developers.ip.failed')} onRetry={() => void whitelist.refetch()} retryLabel={t('retry')} headingLevel={3} />;
  else if (current.length === 0) list = <EmptyState title={t('developers.ip.empty')} description={t('developers.ip.emptyDescription')} headingLevel={3} />;
  else {
    list = (
      <ul className="mdp-settings-list" aria-label={t('developers.ip.list', { mode })}>
        {current.map((cidr) => (
          <li key={cidr} className="mdp-settings-item">
            <code className="mdp-code">{cidr}</code>
            <span>{cidrFamily(cidr) === 'ipv6' ? 'IPv6' : 'IPv4'}</span>
            <Button variant="secondary" busy={update.isPending && update.variables?.cidr_whitelist.includes(cidr) === false} onClick={() => void remove(cidr)} aria-label={t('developers.ip.removeNamed', { cidr })}>
              {t('developers.ip.remove')}
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="mdp-settings-section" id="ip-whitelists" aria-labelledby="ip-whitelists-title">
      <div className="mdp-settings-section-head">
        <h2 id="ip-whitelists-title">{t('developers.ip.title')}</h2>
      </div>
      <p className="mdp-settings-note">{t('developers.ip.intro', { mode })}</p>
      {list}
      {whitelist.isSuccess && current.length < CIDR_WHITELIST_MAX ? (
        <Form<CidrValues> onSubmit={(values, form) => onAdd(values, form)} validate={validate} initialValues={{ cidr: '' }}>
          {({ handleSubmit, submitting, submitError }) => (
            <form className="mdp-settings-form mdp-inline-form" onSubmit={handleSubmit} noValidate aria-label={t('developers.ip.add')}>
              <Field<string> name="cidr">
                {(props) => (
                  <TextField {...fromFinalForm(props, message)} label={t('developers.ip.cidr')} description={t('developers.ip.cidrHint')} required autoComplete="off" spellCheck={false} />
                )}
              </Field>
              <FormError>{submitError}</FormError>
              <FormActions align="start">
                <Button type="submit" busy={submitting}>
                  {t('developers.ip.add')}
                </Button>
              </FormActions>
            </form>
          )}
        </Form>
      ) : null}
    </section>
  );
});
