import { enhanceDealsPage } from './deals-enhance';
import { followDeviceLanguage } from './follow-device-language';

// The one script of the deals list the server draws: the app's bundle would cost a phone on
// 3G over 100 kB to show a list of links.
if (!followDeviceLanguage(document)) enhanceDealsPage(document);
