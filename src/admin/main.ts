// Imported up front, as its npm build expects: loaded later, its self-hosted fonts never load.
import CMS from '@sveltia/cms';
import type { CmsConfig } from '@sveltia/cms';
import { registerSitePreview } from './preview/register';
import { addGuideLink, showGuide, showNotSetUp } from './setupPage';
import { adminLocale, adminWords } from './words';
import './admin.css';

// Written by src/admin/vite.config.ts: the configuration made from the front-matter schemas (cmsConfig.ts),
// whether the site was built with its repository (CMS_GITHUB_REPO), and the publishing guide as HTML (en, de).
declare const __CMS_CONFIG__: CmsConfig;
declare const __EDITOR_CONFIGURED__: boolean;
declare const __PUBLISHING_GUIDE__: string;
declare const __PUBLISHING_GUIDE_DE__: string;
// The site's built stylesheet, for the preview pane.
declare const __SITE_STYLESHEET__: string;

const locale = adminLocale(navigator.languages);
const words = adminWords[locale];
const asked = new URLSearchParams(window.location.search);
// As Sveltia decides where it offers "Work with Local Repository": only on the machine itself.
const onThisMachine = window.location.hostname === '127.0.0.1' || /^(.+\.)?localhost$/.test(window.location.hostname);

if (asked.has('guide')) {
  showGuide(words, locale, locale === 'de' ? __PUBLISHING_GUIDE_DE__ : __PUBLISHING_GUIDE__);
} else if (!__EDITOR_CONFIGURED__ && !(onThisMachine && asked.has('local'))) {
  showNotSetUp(words, locale, onThisMachine);
} else {
  addGuideLink(words);
  registerSitePreview(__SITE_STYLESHEET__);
  void CMS.init({ config: __CMS_CONFIG__ });
}
