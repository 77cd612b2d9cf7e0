import {
  Bot,
  Boxes,
  Brain,
  Building2,
  Cloud,
  Cpu,
  Database,
  Factory,
  Glasses,
  GraduationCap,
  Landmark,
  Leaf,
  Megaphone,
  Network,
  Search,
  Shield,
  Smartphone,
  Sparkles,
  Sprout,
  Sun,
  Users,
  Workflow,
  Zap,
  Globe2,
  MonitorSmartphone,
  Contact,
  Router,
  type LucideIcon,
} from 'lucide-react';
import type { ServiceCategory } from './categories';
import type { CatalogueItemId, NoneMissing, Unlisted } from './copyIds';

export interface CatalogueItem {
  /** Key of the item's text in catalogue.items (a wrong id does not compile). */
  id: CatalogueItemId;
  Icon: LucideIcon;
  /** No page of the site is about this item (marketing): its link asks the visitor to talk to us instead. */
  enquire?: true;
}

/** The home page's service tabs (specification, section 3): 28 items in seven categories, in this order. */
const items = {
  it: [
    { id: 'ai', Icon: Brain },
    { id: 'automation', Icon: Workflow },
    { id: 'marketing', Icon: Megaphone, enquire: true },
    { id: 'security', Icon: Shield },
    { id: 'mobile', Icon: Smartphone },
    { id: 'arvr', Icon: Glasses },
    { id: 'blockchain', Icon: Boxes },
    { id: 'cloud', Icon: Cloud },
    { id: 'digitalMarketing', Icon: Sparkles, enquire: true },
    { id: 'iot', Icon: Cpu },
    { id: 'seo', Icon: Search, enquire: true },
    { id: 'webApps', Icon: MonitorSmartphone },
    { id: 'elearning', Icon: GraduationCap },
    { id: 'crm', Icon: Contact },
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

/** Compiles only while every catalogue text has its card. */
export type EveryCatalogueTextShown = NoneMissing<Unlisted<CatalogueItemId, (typeof items)[ServiceCategory][number]['id']>>;

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
