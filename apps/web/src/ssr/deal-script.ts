import { enhanceDealPage } from './deal-enhance';

// The one script of the deal page the server draws (ADR 014): the app's own bundle would
// cost a phone on 3G over 100 kB to count a view and a tap.
enhanceDealPage(document);
