import { enhanceReceiptPage } from './receipt-enhance';

// The one script of the receipt page the server draws (ADR 014): the app's own bundle would
// cost a phone on 3G over 100 kB for its Print button, header link and page view.
enhanceReceiptPage(document);
