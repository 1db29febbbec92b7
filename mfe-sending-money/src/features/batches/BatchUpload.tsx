import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from 'shared-contracts';
import { BATCH_FILE_BYTES_MAX, BATCH_ROWS_MAX, BATCH_TEMPLATE } from 'shared-contracts/areas/sending-money/batch-csv';
import { checkBatchFileInSteps, type BatchCheck, type BatchProgress } from 'shared-contracts/areas/sending-money/batch-validation';
import { saveFile, useHostApi } from 'shared-contracts/react';
import { Banner, Button, Card } from 'shared-ui';
import { KeyValueList } from 'shared-ui/data';
import { FileDrop, FormActions, FormError } from 'shared-ui/forms';
import { useUploadBatch } from '../../api/batches';
import { useChannels } from '../../api/get-channels';
import { useDisplay } from '../shared/use-display';
import { BatchCheckProgress } from './BatchCheckProgress';
import { BatchErrors } from './BatchErrors';
import { BATCH_PLACE, usePlace } from '../shared/place';

type Checking =
  | { status: 'idle' }
  | { status: 'checking'; fileName: string; progress: BatchProgress | null }
  | { status: 'checked'; file: File; result: BatchCheck };

/** A CSV file is `text/csv`, `application/vnd.ms-excel` or has no type, by system: its name ending decides. */
const BATCH_FILE_TYPES = ['.csv', 'text/csv'];

/** The file's bytes (FileReader: every browser has it, and so has the test DOM). */
const readBytes = (file: File) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(file);
  });

/** Lets the browser draw the progress before the next rows are checked. */
const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A maker's batch: the template, the file chosen, every row checked here first (every error with
 * its line; nothing is sent while one remains), then sent for approval — the gateway checks it again.
 */
export const BatchUpload = observer(function BatchUpload() {
  const hostApi = useHostApi();
  const { t, i18n } = useTranslation('sending-money');
  const display = useDisplay(hostApi);
  const channels = useChannels(hostApi);
  const upload = useUploadBatch(hostApi);
  const [checking, setChecking] = useState<Checking>({ status: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const place = usePlace(BATCH_PLACE);
  const money = (minor: number) => display.money(minor, display.currency);
  // The file being checked: a file chosen while another is checked replaces it, and the older check stops.
  const run = useRef(0);

  const onFile = async (file: File) => {
    setProblem(null);
    if (!channels.data) return;
    const mine = ++run.current;
    setChecking({ status: 'checking', fileName: file.name, progress: null });
    await nextFrame();
    try {
      const result = await checkBatchFileInSteps(await readBytes(file), channels.data, display.currency, async (progress) => {
        // Another file was chosen: this check stops here (the catch below drops it).
        if (run.current !== mine) throw new Error('replaced by another file');
        setChecking({ status: 'checking', fileName: file.name, progress });
        await nextFrame();
      });
      if (run.current === mine) setChecking({ status: 'checked', file, result });
    } catch {
      if (run.current !== mine) return;
      setChecking({ status: 'idle' });
      setProblem(t('batch.unreadable'));
    }
  };
  const onSubmit = (file: File) =>
    upload.mutate(file, {
      onSuccess: (batch) => {
        hostApi.toasts.show(t('batch.submitted'), 'success');
        const href = hostApi.routes.href(place.detail, { params: { id: batch.id } });
        if (href) hostApi.navigate(href);
      },
      onError: (error) => setProblem(isGatewayError(error) && error.code === 'API_VALIDATION_ERROR' ? t('batch.refused') : t('batch.failed')),
    });

  return (
    <Card aria-labelledby="sm-batch-upload" className="mdp-sm-section">
      <h2 id="sm-batch-upload">{t('batch.uploadTitle')}</h2>
      <p>{t('batch.uploadHelp', { max: BATCH_ROWS_MAX.toLocaleString(i18n.language === 'id' ? 'id-ID' : 'en-US') })}</p>
      <FormActions align="start">
        <Button variant="secondary" onClick={() => saveFile('batch-disbursement-template.csv', 'text/csv', BATCH_TEMPLATE)}>
          {t('batch.template')}
        </Button>
      </FormActions>
      <FileDrop
        label={t('batch.file')}
        accept={BATCH_FILE_TYPES}
        maxBytes={BATCH_FILE_BYTES_MAX}
        problemText={{ size: t('batch.fileProblem.tooLarge') }}
        fileName={checking.status === 'idle' ? undefined : checking.status === 'checking' ? checking.fileName : checking.file.name}
        disabled={!channels.data || upload.isPending}
        onFile={(file) => void onFile(file)}
      />
      {checking.status === 'idle' ? <FormError>{problem ?? undefined}</FormError> : null}
      {checking.status === 'checking' ? <BatchCheckProgress fileName={checking.fileName} progress={checking.progress} /> : null}
      {checking.status === 'checked' && checking.result.status === 'invalid' ? <BatchErrors result={checking.result} /> : null}
      {checking.status === 'checked' && checking.result.status === 'valid' ? (
        <>
          <Banner tone="success" title={t('batch.valid', { count: checking.result.rows.length })} role="status">
            {t('batch.validHelp')}
          </Banner>
          <KeyValueList
            items={[
              { key: 'file', term: t('batch.fileName'), value: <span className="mdp-sm-wrap">{checking.file.name}</span> },
              { key: 'rows', term: t('batch.rows'), value: checking.result.rows.length },
              { key: 'total', term: t('columns.amount'), value: money(checking.result.total) },
              { key: 'fees', term: t('confirm.fee'), value: money(checking.result.fees) },
            ]}
          />
          <FormError>{problem ?? undefined}</FormError>
          <FormActions align="start">
            <Button busy={upload.isPending} onClick={() => onSubmit(checking.file)}>
              {t('batch.submit')}
            </Button>
          </FormActions>
        </>
      ) : null}
    </Card>
  );
});
