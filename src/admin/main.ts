import CMS from '@sveltia/cms';
import type { CmsConfig } from '@sveltia/cms';

// Written by src/admin/vite.config.ts from the front-matter schemas (cmsConfig.ts).
declare const __CMS_CONFIG__: CmsConfig;

void CMS.init({ config: __CMS_CONFIG__ });
