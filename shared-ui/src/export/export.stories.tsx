import { useState } from 'react';
import { InBahasa } from '../catalogue-support';
import type { IsoDateRange } from '../pickers/date-range';
import { ExportActions } from './ExportActions';
import { ExportRangeField } from './ExportRangeField';
import { ExportRecipientsField } from './ExportRecipientsField';

export default { title: 'Export' };

/** A react-final-form field's `{ input, meta }`, as the remotes' export dialogs hand them over. */
function useFieldProps<Value>(name: string, initial: Value, error?: string) {
  const [value, setValue] = useState(initial);
  return { input: { name, value, onChange: setValue, onBlur: () => undefined }, meta: { touched: true, error } };
}

function ExportForm({ range, emails, failure }: { range: IsoDateRange | null; emails: string; failure?: string }) {
  const showProblems = failure === undefined;
  const rangeField = useFieldProps('range', range, range ? undefined : 'requiredField');
  const emailsField = useFieldProps('emails', emails, emails.split(/[\s,]+/).length > 5 ? 'upToFiveEmail' : undefined);
  return (
    <form className="story-stack" onSubmit={(event) => event.preventDefault()} noValidate>
      <ExportRangeField {...rangeField} country="ID" showProblems={showProblems} />
      <ExportRecipientsField {...emailsField} showProblems={showProblems} />
      <ExportActions onCancel={() => undefined} submitting={false} failure={failure} />
    </form>
  );
}

/** The dates and the recipients of an export of transactions, as card payments and the balance's transactions have them. */
export const Fields = () => <ExportForm range={{ start: '2026-11-01', end: '2026-11-30' }} emails="owner@tokoku.test" failure="The export was refused. Check the dates and the recipients." />;

/** A refused submit: each field says its problem in the spec's words (spec 02 §5). */
export const Problems = () => <ExportForm range={null} emails="a@tokoku.test b@tokoku.test c@tokoku.test d@tokoku.test e@tokoku.test f@tokoku.test" />;

export const FieldsInBahasa = () => (
  <InBahasa>
    <ExportForm range={null} emails="a@tokoku.test b@tokoku.test c@tokoku.test d@tokoku.test e@tokoku.test f@tokoku.test" />
  </InBahasa>
);
