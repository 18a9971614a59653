import { params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// The texts of a saved bill's parts (Bill Book, `/view-bill`); the Hindi is in i18n/hi/bill.json.

export const billDetailsMessages = messages('bill/details', {
  notes: 'Notes',
  timeline: 'Timeline',
  serviceRequest: 'Service Request',
  serviceHandling: 'Service Handling',
});

export const billMakerMessages = messages('bill/maker', {
  createdBy: params('Created by {name}'),
});

export const billActionsMessages = messages('bill/actions', {
  edit: 'Edit',
  shareBill: 'Share Bill',
});
