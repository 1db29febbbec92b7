import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { StatusBadge } from 'shared-ui/data';
import { downloadCardReport, useCardReports } from '../../api/card-reports';
import { FailureModal } from '../shared/FailureModal';
import { PaymentTime } from '../shared/PaymentTime';
import { saveFile, useHostApi } from 'shared-contracts/react';
import { Section } from '../shared/Section';
import { useDisplay } from '../shared/use-display';

/** The exports being prepared in the background, with their progress, and a download when done. */
export const ReportJobs = observer(function ReportJobs() {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const reports = useCardReports(hostApi);
  const display = useDisplay(hostApi);
  const [failed, setFailed] = useState(false);
  const list = reports.data?.data ?? [];
  if (list.length === 0) return null;

  const download = async (id: string) => {
    try {
      const file = await downloadCardReport(hostApi.gateway, id);
      saveFile(file.file_name, file.content_type, file.content);
    } catch {
      setFailed(true);
    }
  };

  return (
    <Section title={t('export.jobs')}>
      <ul className="mdp-cards-jobs">
        {list.map((report) => (
          <li key={report.id}>
            <div>
              <strong>{t('export.job', { from: report.created_from, to: report.created_to })}</strong>
              <div className="mdp-cards-code">
                <PaymentTime iso={report.created} display={display} /> · {report.emails.join(', ')}
              </div>
            </div>
            {report.status === 'COMPLETED' ? (
              <>
                <StatusBadge status="COMPLETED" label={t('export.completed', { count: report.row_count ?? 0 })} />
                <Button variant="secondary" onClick={() => void download(report.id)} aria-label={t('export.downloadNamed', { name: report.file_name })}>
                  {t('export.download')}
                </Button>
              </>
            ) : (
              <label className="mdp-cards-progress">
                <span>{t('export.preparing', { progress: report.progress })}</span>
                <progress max={100} value={report.progress} />
              </label>
            )}
          </li>
        ))}
      </ul>
      <FailureModal isOpen={failed} onClose={() => setFailed(false)} />
    </Section>
  );
});
