import type { LucideIcon } from 'lucide-react';
import Bot from 'lucide-react/icons/bot';
import Boxes from 'lucide-react/icons/boxes';
import Brain from 'lucide-react/icons/brain';
import Building2 from 'lucide-react/icons/building-complex';
import Cloud from 'lucide-react/icons/cloud';
import Contact from 'lucide-react/icons/contact';
import Cpu from 'lucide-react/icons/cpu';
import Database from 'lucide-react/icons/database';
import Factory from 'lucide-react/icons/factory';
import Glasses from 'lucide-react/icons/glasses';
import Globe2 from 'lucide-react/icons/earth';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Landmark from 'lucide-react/icons/landmark';
import Leaf from 'lucide-react/icons/leaf';
import Megaphone from 'lucide-react/icons/megaphone';
import MonitorSmartphone from 'lucide-react/icons/monitor-smartphone';
import Network from 'lucide-react/icons/network';
import Router from 'lucide-react/icons/router';
import Search from 'lucide-react/icons/search';
import Shield from 'lucide-react/icons/shield';
import Smartphone from 'lucide-react/icons/smartphone';
import Sparkles from 'lucide-react/icons/sparkles';
import Sprout from 'lucide-react/icons/sprout';
import Sun from 'lucide-react/icons/sun';
import Users from 'lucide-react/icons/users';
import Workflow from 'lucide-react/icons/workflow';
import Zap from 'lucide-react/icons/zap';
import type { ServiceCategory } from './categories';
import type { CatalogueItemId, NoneMissing, Unlisted } from './copyIds';

export interface CatalogueItem {
  /** Key of the item's text in catalogue.items (a wrong id does not compile). */
  id: CatalogueItemId;
  Icon: LucideIcon;
  /** No page of the site is about this item (marketing): its link asks the visitor to talk to us instead. */
  enquire?: true;
  /** The page that explains it, where that is not its category's own (AI is a research field). */
  explainedOn?: ServiceCategory;
  /** The section of that page about it (its id there, as content/services/subServices.ts anchors the sub-services). */
  section?: string;
}

/** The home page's service tabs (specification, section 3): 28 items in seven categories, in this order. */
const items = {
  it: [
    // The IT page is about software, cloud, security, data, networks and mobile; what it does not explain
    // links to the section of the page that does (R&D), saying so, or to the contact page (reviews K10, A4).
    { id: 'ai', Icon: Brain, explainedOn: 'rd', section: 'area-ai' },
    { id: 'automation', Icon: Workflow, enquire: true },
    { id: 'marketing', Icon: Megaphone, enquire: true },
    { id: 'security', Icon: Shield },
    { id: 'mobile', Icon: Smartphone },
    { id: 'arvr', Icon: Glasses, enquire: true },
    { id: 'blockchain', Icon: Boxes, explainedOn: 'rd', section: 'area-blockchain' },
    { id: 'cloud', Icon: Cloud },
    { id: 'digitalMarketing', Icon: Sparkles, enquire: true },
    { id: 'iot', Icon: Cpu, explainedOn: 'rd', section: 'service-hardware' },
    { id: 'seo', Icon: Search, enquire: true },
    { id: 'webApps', Icon: MonitorSmartphone },
    { id: 'elearning', Icon: GraduationCap, enquire: true },
    { id: 'crm', Icon: Contact, enquire: true },
    { id: 'influencer', Icon: Users, enquire: true },
  ],
  energy: [
    { id: 'electricity', Icon: Zap },
    { id: 'gas', Icon: Factory },
  ],
  realEstate: [
    { id: 'azerbaijan', Icon: Building2 },
    { id: 'dubai', Icon: Building2 },
    { id: 'qatar', Icon: Building2 },
    { id: 'turkey', Icon: Building2 },
  ],
  hr: [{ id: 'hrSolutions', Icon: Users }],
  networking: [
    { id: 'managed', Icon: Network },
    { id: 'hardware', Icon: Router },
  ],
  rd: [
    { id: 'biotech', Icon: Sprout },
    { id: 'greenCity', Icon: Landmark },
    { id: 'patents', Icon: Database },
  ],
  greenEnergy: [{ id: 'renewable', Icon: Sun }],
} satisfies Record<ServiceCategory, readonly CatalogueItem[]>;

export const catalogue: Record<ServiceCategory, readonly CatalogueItem[]> = items;

/**
 * Compiles only while every catalogue text has its card.
 * Exported only so that the type check reads it (unexported, it would be an unused local): nothing imports it.
 * @public
 */
export type EveryCatalogueTextShown = NoneMissing<
  Unlisted<CatalogueItemId, (typeof items)[ServiceCategory][number]['id']>
>;

/** Icons of the category tabs. */
export const categoryIcons: Record<ServiceCategory, LucideIcon> = {
  it: Bot,
  energy: Zap,
  realEstate: Building2,
  hr: Users,
  networking: Globe2,
  rd: Brain,
  greenEnergy: Leaf,
};
