import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { Select } from 'shared-ui/pickers';
import { useFieldOptions, type ListInput } from './use-field-options';

export interface ListFieldControlProps {
  input: ListInput;
  countryId: string;
  name: string;
  label: string;
  required: boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

/**
 * A dropdown whose options come from the gateway: disabled while they load, and when they could not
 * be loaded it says so beside the field with a way to try again (the rest of the step stays usable).
 */
export function ListFieldControl({ input, countryId, ...control }: ListFieldControlProps) {
  const { t, i18n } = useTranslation('activation');
  const options = useFieldOptions(input, countryId, i18n.language);
  const ready = options.status === 'ready';
  // One Select whatever the state, so it keeps its place (and focus) when the options arrive.
  return (
    <div className="activation-list-field">
      <Select
        {...control}
        placeholder={ready ? t('choose') : options.status === 'loading' ? t('options.loading') : t('options.unavailable')}
        options={ready ? options.options : []}
        disabled={!ready}
      />
      {options.status === 'failed' ? (
        <p className="activation-list-failed" role="alert">
          {t('options.failed', { field: control.label })}{' '}
          <Button variant="secondary" onClick={options.retry}>
            {t('options.retry')}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
