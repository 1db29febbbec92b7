import type { TranslationTree } from 'shared-contracts';

// /on-demand's texts (decision 0079), both languages side by side. In Indonesian an on-demand link is a
// "tautan sesuai permintaan", as the shell's menu names the place.
export const onDemandEn: TranslationTree = {
  title: 'On-demand links',
  description: 'One permanent link you share anywhere: each customer who opens it gets an invoice of their own to pay.',
  loading: 'Loading the on-demand links',
  loadFailed: 'The on-demand links could not be loaded',
  empty: 'No on-demand links yet',
  emptyDescription: 'Make one for a product, a class or donations, and share it on your page or in chats.',
  new: 'New on-demand link',
  name: 'Name',
  nameHelp: 'What customers pay for; it is the title of their invoice.',
  amountType: 'Amount',
  fixed: 'Fixed amount',
  fixedHelp: 'Every customer pays the same.',
  chooses: 'Customer enters the amount',
  choosesHelp: 'Between a minimum and a maximum you set, for donations or top-ups.',
  min: 'Minimum ({{currency}})',
  max: 'Maximum ({{currency}})',
  range: '{{min}} to {{max}}, the customer chooses',
  submit: 'Create link',
  created: 'On-demand link created. Copy it and share it with your customers.',
  failed: 'The link could not be created. Check the fields and try again.',
  invoices_one: '{{count}} invoice made from it, {{paid}} paid',
  invoices_other: '{{count}} invoices made from it, {{paid}} paid',
  inactive: 'Deactivated {{date}}: it makes no more invoices.',
  deactivate: 'Deactivate',
  deactivateTitle: 'Deactivate this link?',
  deactivateMessage: '“{{name}}” will make no more invoices. The invoices it made can still be paid. This cannot be undone.',
  deactivated: 'The link is deactivated.',
};
