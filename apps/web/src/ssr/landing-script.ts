import { followDeviceLanguage } from './follow-device-language';
import { enhancePublicPage } from './public-page-enhance';

// The one script of the landing page the server draws: the app's bundle would cost a phone
// on 3G over 90 kB to show a page of text and links.
if (!followDeviceLanguage(document)) enhancePublicPage(document);
