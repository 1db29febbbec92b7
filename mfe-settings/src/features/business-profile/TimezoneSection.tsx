import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { SYSTEM_TIMEZONE } from 'shared-contracts/areas/settings/settings';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { Checkbox, FormActions } from 'shared-ui/forms';
import { Combobox } from 'shared-ui/pickers';
import { useUpdateTimezone } from '../../api/update-timezone';
import { formatOffset, timezoneChoices } from '../../rules/timezones';

interface TimezoneValues {
  useBrowser: boolean;
  zone: string;
}

/** The browser's own zone: what SYSTEM means (spec 01 §3). */
const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The user's time zone (spec 01 §3, spec 02 §9): the browser's (saved as SYSTEM), or one chosen from
 * every zone, Asia/Jakarta and Asia/Manila first and the rest by country then offset.
 */
export const TimezoneSection = observer(function TimezoneSection() {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const save = useUpdateTimezone(hostApi);
  const current = hostApi.session.user?.timezone ?? SYSTEM_TIMEZONE;
  const options = useMemo(
    () =>
      timezoneChoices(new Date()).map((zone) => ({
        value: zone.name,
        label: t('profile.zoneLabel', { offset: formatOffset(zone.offsetMinutes), zone: zone.name, country: zone.country }),
      })),
    [t],
  );
  const initialValues = useMemo<TimezoneValues>(
    () => (current === SYSTEM_TIMEZONE ? { useBrowser: true, zone: '' } : { useBrowser: false, zone: current }),
    [current],
  );

  const onSubmit = async (values: TimezoneValues) => {
    try {
      await save.mutateAsync(values.useBrowser ? SYSTEM_TIMEZONE : values.zone);
      hostApi.toasts.show(t('profile.zoneSaved'), 'success');
      return undefined;
    } catch {
      return { zone: t('form.failed') };
    }
  };

  return (
    <section className="mdp-settings-section" id="timezone" aria-labelledby="timezone-title">
      <div className="mdp-settings-section-head">
        <h2 id="timezone-title">{t('profile.timezone')}</h2>
      </div>
      <p className="mdp-settings-muted">{t('profile.timezoneHint')}</p>
      <Form<TimezoneValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        validate={(values) => (!values.useBrowser && !values.zone ? { zone: t('validation.requiredField') } : {})}
      >
        {({ handleSubmit, submitting, values, pristine }) => (
          <form className="mdp-settings-form" onSubmit={handleSubmit} noValidate aria-label={t('profile.timezone')}>
            <Field<boolean> name="useBrowser" type="checkbox">
              {({ input }) => (
                <Checkbox label={t('profile.useBrowserZone', { zone: browserZone() })} checked={Boolean(input.checked)} onChange={input.onChange} name={input.name} />
              )}
            </Field>
            {values.useBrowser ? null : (
              <Field<string> name="zone">
                {({ input, meta }) => (
                  <Combobox
                    label={t('profile.chooseZone')}
                    placeholder={t('profile.chooseZonePlaceholder')}
                    options={options}
                    value={input.value}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    required
                    error={meta.touched ? (meta.error ?? meta.submitError) : undefined}
                  />
                )}
              </Field>
            )}
            <FormActions align="start">
              <Button type="submit" busy={submitting} disabled={pristine}>
                {t('profile.saveZone')}
              </Button>
            </FormActions>
          </form>
        )}
      </Form>
    </section>
  );
});
