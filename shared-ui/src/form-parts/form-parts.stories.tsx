import { useState } from 'react';
import { Button } from '../actions/Button';
import { InBahasa, LONG_TEXT } from '../catalogue-support';
import { TextArea } from '../inputs/TextArea';
import { TextField } from '../inputs/TextField';
import { FormActions, FormError } from './FormActions';

export default { title: 'Form parts' };

const NOTE_MAX = 500;

export const Text = () => {
  const [value, setValue] = useState('The customer received the goods on 3 March.\nThe courier’s proof is attached.');
  return (
    <div className="story-stack">
      <TextArea label="Your response" required value={value} onChange={setValue} maxLength={NOTE_MAX} rows={4} description={`${value.length} of ${NOTE_MAX} characters used.`} />
    </div>
  );
};

export const TextWithError = () => {
  const [value, setValue] = useState('ab');
  return (
    <div className="story-stack">
      <TextArea label="Reason" required value={value} onChange={setValue} maxLength={NOTE_MAX} error="Write at least 3 characters." />
    </div>
  );
};

export const TextDisabled = () => (
  <div className="story-stack">
    <TextArea label="Notes" value="Sent on 3 March." onChange={() => undefined} disabled />
  </div>
);

export const TextInBahasa = () => {
  const [value, setValue] = useState('');
  return (
    <InBahasa>
      <div className="story-narrow">
        <TextArea label={LONG_TEXT} required value={value} onChange={setValue} error="Kolom ini wajib diisi." />
      </div>
    </InBahasa>
  );
};

/** A dialog's form: the refusal above the row, Cancel then the submit at the row's end. */
export const ActionsAtTheEnd = () => {
  const [email, setEmail] = useState('owner@tokoku.test');
  return (
    <form className="story-stack" aria-label="Invite a member" onSubmit={(event) => event.preventDefault()}>
      <TextField label="Email" required type="email" value={email} onChange={setEmail} error="This was not accepted. Check it and try again." />
      <FormError>This could not be saved. Try again in a moment.</FormError>
      <FormActions>
        <Button variant="secondary">Cancel</Button>
        <Button type="submit">Send invitation</Button>
      </FormActions>
    </form>
  );
};

/** A section's form that reads down the page: the buttons start the row. */
export const ActionsAtTheStart = () => (
  <form className="story-stack" aria-label="Time zone" onSubmit={(event) => event.preventDefault()}>
    <FormActions align="start">
      <Button type="submit">Save</Button>
      <Button variant="secondary">Cancel</Button>
    </FormActions>
  </form>
);

export const ActionsNarrowInBahasa = () => (
  <InBahasa>
    <form className="story-narrow" aria-label="Permintaan" onSubmit={(event) => event.preventDefault()}>
      <FormActions>
        <Button variant="secondary">Batal</Button>
        <Button type="submit">Kirim permintaan pencairan lebih awal</Button>
      </FormActions>
    </form>
  </InBahasa>
);
