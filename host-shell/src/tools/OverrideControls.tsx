import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { validateWith } from 'shared-contracts/rules';
import { Button } from 'shared-ui';
import { TextField } from 'shared-ui/forms';
import { loadPage } from '../platform/browser-location';
import type { OverrideDecision } from '../registry/overrides';
import { overrideAddress, overrideSchema, type OverrideValues } from './override-form';
import { TOOLS_NAMESPACE } from './tools-i18n';

const validate = validateWith(overrideSchema);

/** Goes to the address that sets or clears the override: the shell decides overrides when it starts. */
function reloadWith(remote: string, manifest: string): void {
  loadPage(overrideAddress(window.location.pathname, remote, manifest));
}

/** The remote's development override: what is in force, set another manifest, or clear it. */
export function OverrideControls({ remote, override }: { remote: string; override: OverrideDecision | undefined }) {
  const { t } = useTranslation(TOOLS_NAMESPACE);
  const { t: tShell } = useTranslation();
  const active = override?.status === 'active';
  return (
    <div className="tools-override">
      <p>{active ? t('overrideActive', { manifest: override.manifest }) : t('overrideNone')}</p>
      <Form<OverrideValues> onSubmit={(values) => reloadWith(remote, values.manifest)} validate={validate} initialValues={{ manifest: '' }}>
        {({ handleSubmit }) => (
          <form className="tools-override-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
            <Field<string> name="manifest">
              {({ input, meta }) => (
                <TextField
                  label={t('overrideUrl', { remote })}
                  name={input.name}
                  type="url"
                  value={input.value ?? ''}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  spellCheck={false}
                  error={meta.touched && meta.error ? (meta.error === 'invalidManifest' ? t('invalidManifest') : tShell(`validation.${String(meta.error)}`)) : undefined}
                />
              )}
            </Field>
            <div className="tools-override-actions">
              <Button type="submit" variant="secondary">
                {t('overrideSet')}
              </Button>
              {active ? (
                <Button variant="secondary" onClick={() => reloadWith(remote, '')}>
                  {t('overrideClear')}
                </Button>
              ) : null}
            </div>
          </form>
        )}
      </Form>
    </div>
  );
}
