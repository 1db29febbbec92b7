import type { TranslationTree } from 'shared-contracts';

// Invoice drafts (decision 0069); translations/drafts.id.ts has the same keys.
export const draftsEn: TranslationTree = {
  saveAsDraft: 'Save as draft',
  saved: 'Draft saved',
  failed: 'The draft could not be saved. Check the fields and try again.',
  title: 'Draft',
  notice: 'Nothing has been sent and it has no payment page yet: your customer cannot see or pay it. Edit it as often as you like, then issue it.',
  issueNoteEmail: 'Issuing it opens its payment page and emails it to {{email}}. After that it can no longer be edited.',
  issueNote: 'Issuing it opens its payment page; no email is sent. After that it can no longer be edited.',
  noExpiry: 'Counted from when it is issued',
  issue: 'Issue invoice',
  issued: 'Invoice issued',
  issueInvalid: 'It cannot be issued as it is (a date may have passed since it was saved): edit the draft, then issue it.',
  edit: 'Edit draft',
  delete: 'Delete draft',
  deleteTitle: 'Delete this draft?',
  deleteMessage: '“{{name}}” will be deleted. This cannot be undone.',
  deleted: 'Draft deleted',
  editTitle: 'Edit draft',
  editDescription: 'Back to the draft',
  save: 'Save draft',
  cancel: 'Cancel',
  notDraft: 'This invoice is no longer a draft',
  notDraftDescription: 'An issued invoice cannot be edited. Void it and create another if something is wrong.',
};
