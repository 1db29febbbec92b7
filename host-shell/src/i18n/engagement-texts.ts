/**
 * Texts of the shell's feedback and rating modals and the feedback reminder (spec 02 §4, §5), in
 * en and id; merged into the shell's tree under `feedback` and `rating`.
 */
export const feedbackEn = {
  label: 'Feedback',
  title: 'Send us feedback',
  type: 'What is it about?',
  types: { Pricing: 'Pricing', Product: 'Product', Others: 'Others' },
  text: 'Your feedback',
  textHint: 'At least {{min}} characters; {{count}} of {{max}} used.',
  agree: 'You may contact me about this feedback',
  send: 'Send feedback',
  cancel: 'Cancel',
  sentTitle: 'Feedback sent',
  sentBody: 'Thank you. Your feedback helps us improve the dashboard.',
  done: 'Done',
  byEmail: 'Prefer email? Write to us',
};

export const ratingEn = {
  title: 'Rate the dashboard',
  questions: {
    ease: 'How easy is it to use the dashboard?',
    usefulness: 'How useful is the new balance view for your transactions?',
    yesNo: 'Is the new balance view useful to you?',
  },
  scales: {
    ease: { '1': 'Very easy', '2': 'Easy', '3': 'Neither easy nor hard', '4': 'Hard', '5': 'Very hard' },
    usefulness: { '1': 'Very useful', '2': 'Useful', '3': 'Neither useful nor not useful', '4': 'Not useful', '5': 'Very not useful' },
    yesNo: { '1': 'Yes', '0': 'No' },
  },
  comment: 'Comment (optional)',
  commentHint: '{{count}} of {{max}} characters used.',
  send: 'Send rating',
  later: 'Not now',
  thanks: 'Thank you for rating the dashboard.',
};
