import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from 'shared-contracts';
import { FRAUD_NOTE_MAX, type FraudList } from 'shared-contracts/areas/cards/card-fraud';
import { validateWith } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { FormActions, FormError, RadioGroup, TextArea, TextField, fromFinalForm } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { Combobox } from 'shared-ui/pickers';
import { useAddCountries, useAddFraudEntry, useCountries } from '../../api/fraud-lists';
import { NEW_FRAUD_ENTRY, fraudEntrySchema, parseCountryCodes, toFraudEntryInput, type FraudEntryValues } from '../../rules/fraud-entry';
import { actionErrorKey } from '../../rules/fraud-report';
import { BinLookup } from './BinLookup';
import { CountryFlag } from './CountryFlag';
import { countryNamer } from './country-names';

export interface AddEntryModalProps {
  /** "bulk": several countries at once (country-list-bulk). */
  list: FraudList | 'bulk';
  onClose: () => void;
}

/** Add an entry to a custom list, or several countries, with its action (react-final-form + yup). */
export default function AddEntryModal({ list, onClose }: AddEntryModalProps) {
  const hostApi = useHostApi();
  const { t, i18n } = useTranslation('cards');
  const add = useAddFraudEntry(hostApi, list === 'bulk' ? 'country-list' : list);
  const addCountries = useAddCountries(hostApi);
  const countries = useCountries(hostApi);
  const known = useMemo(() => new Set((countries.data?.data ?? []).map((country) => country.code)), [countries.data]);
  const nameOf = useMemo(() => countryNamer(i18n.language, countries.data?.data ?? []), [i18n.language, countries.data]);
  const options = useMemo(
    () => (countries.data?.data ?? []).map(({ code }) => ({ value: code, label: `${nameOf(code)} (${code})` })).sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [countries.data, nameOf, i18n.language],
  );
  const validate = useMemo(() => validateWith(fraudEntrySchema(list, known)), [list, known]);
  const message = (key: string) => t(`fraud.problems.${key}`, { max: FRAUD_NOTE_MAX });
  const failed = list === 'bulk' ? addCountries.error : add.error;
  const refusal = isGatewayError(failed, 'API_VALIDATION_ERROR') ? failed : null;

  const onSubmit = async (values: FraudEntryValues) => {
    try {
      if (list === 'bulk') {
        const codes = parseCountryCodes(values.countries);
        await addCountries.mutateAsync({ country_codes: codes, action: values.action });
        hostApi.toasts.show(t('fraud.add.countriesAdded', { count: codes.length }), 'success');
      } else {
        const saved = await add.mutateAsync(toFraudEntryInput(list, values));
        hostApi.toasts.show(t('fraud.add.added', { value: saved.value }), 'success');
      }
      onClose();
    } catch {
      // The error shows in the form.
    }
  };

  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t(`fraud.add.title.${list}`)} size="medium">
      <Form<FraudEntryValues> onSubmit={onSubmit} validate={validate} initialValues={NEW_FRAUD_ENTRY}>
        {({ handleSubmit, submitting, values }) => (
          <form className="mdp-cards-form" onSubmit={handleSubmit} noValidate>
            {list === 'bin-list' || list === 'card-data-list' ? (
              <>
                <Field<string> name="bin">
                  {(props) => <TextField {...fromFinalForm(props, message)} label={t('fraud.fields.bin')} description={t('fraud.binHelp')} required inputMode="numeric" maxLength={8} autoComplete="off" />}
                </Field>
                <BinLookup bin={values.bin.trim()} />
              </>
            ) : null}
            {list === 'card-data-list' ? (
              <Field<string> name="last_four">
                {(props) => <TextField {...fromFinalForm(props, message)} label={t('fraud.fields.lastFour')} required inputMode="numeric" maxLength={4} autoComplete="off" />}
              </Field>
            ) : null}
            {list === 'ip-list' ? (
              <Field<string> name="ip">
                {(props) => <TextField {...fromFinalForm(props, message)} label={t('fraud.fields.ip')} description={t('fraud.ipHelp')} required maxLength={45} autoComplete="off" spellCheck={false} />}
              </Field>
            ) : null}
            {list === 'country-list' ? (
              <Field<string> name="country">
                {(props) => {
                  const field = fromFinalForm(props, message);
                  return (
                    <>
                      <Combobox label={t('fraud.fields.country')} required value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={field.error} options={options} placeholder={t('fraud.chooseCountry')} />
                      {field.value ? (
                        <p className="mdp-cards-country">
                          <CountryFlag code={field.value} /> {nameOf(field.value)}
                        </p>
                      ) : null}
                    </>
                  );
                }}
              </Field>
            ) : null}
            {list === 'bulk' ? (
              <Field<string> name="countries">
                {(props) => (
                  <>
                    <TextArea {...fromFinalForm(props, message)} label={t('fraud.fields.countries')} description={t('fraud.countriesHelp')} required rows={3} maxLength={300} />
                    <ul className="mdp-cards-country-list" aria-label={t('fraud.countriesChosen')}>
                      {parseCountryCodes(values.countries)
                        .filter((code) => known.has(code))
                        .map((code) => (
                          <li key={code} className="mdp-cards-country">
                            <CountryFlag code={code} /> {nameOf(code)}
                          </li>
                        ))}
                    </ul>
                  </>
                )}
              </Field>
            ) : null}
            <Field<FraudEntryValues['action']> name="action">
              {({ input }) => (
                <RadioGroup
                  label={t('fraud.fields.action')}
                  value={input.value}
                  onChange={(value) => input.onChange(value === 'ALLOW' ? 'ALLOW' : 'BLOCK')}
                  options={[
                    { value: 'BLOCK', label: t('fraud.actionNames.BLOCK') },
                    { value: 'ALLOW', label: t('fraud.actionNames.ALLOW') },
                  ]}
                />
              )}
            </Field>
            {list !== 'bulk' ? (
              <Field<string> name="note">
                {(props) => <TextField {...fromFinalForm(props, message)} label={t('fraud.fields.note')} maxLength={FRAUD_NOTE_MAX} />}
              </Field>
            ) : null}
            {failed ? <FormError>{refusal ? t('fraud.add.refused', { message: refusal.fieldErrors.map((error) => `${error.field} ${error.message}`).join('; ') || refusal.message }) : t(actionErrorKey(isGatewayError(failed) ? failed.code : undefined))}</FormError> : null}
            <FormActions>
              <Button variant="secondary" onClick={onClose} disabled={submitting}>
                {t('cancel')}
              </Button>
              <Button type="submit" busy={submitting}>
                {t('fraud.add.submit')}
              </Button>
            </FormActions>
          </form>
        )}
      </Form>
    </Modal>
  );
}
