import BarChart3 from 'lucide-react/icons/chart-column';
import Battery from 'lucide-react/icons/battery';
import BatteryCharging from 'lucide-react/icons/battery-charging';
import Brain from 'lucide-react/icons/brain';
import Building from 'lucide-react/icons/building';
import Building2 from 'lucide-react/icons/building-complex';
import Calculator from 'lucide-react/icons/calculator';
import Cloud from 'lucide-react/icons/cloud';
import Code2 from 'lucide-react/icons/code-xml';
import Coins from 'lucide-react/icons/coins';
import Cpu from 'lucide-react/icons/cpu';
import Database from 'lucide-react/icons/database';
import Droplets from 'lucide-react/icons/droplets';
import FileSearch from 'lucide-react/icons/file-search';
import FlaskConical from 'lucide-react/icons/flask-conical';
import Gauge from 'lucide-react/icons/gauge';
import Globe2 from 'lucide-react/icons/earth';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Handshake from 'lucide-react/icons/handshake';
import HardDrive from 'lucide-react/icons/hard-drive';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import Home from 'lucide-react/icons/house';
import KeyRound from 'lucide-react/icons/key-round';
import Landmark from 'lucide-react/icons/landmark';
import Leaf from 'lucide-react/icons/leaf';
import LineChart from 'lucide-react/icons/chart-line';
import Lock from 'lucide-react/icons/lock';
import MessageCircle from 'lucide-react/icons/message-circle';
import Microscope from 'lucide-react/icons/microscope';
import Mountain from 'lucide-react/icons/mountain';
import Network from 'lucide-react/icons/network';
import Package from 'lucide-react/icons/package';
import Radar from 'lucide-react/icons/radar';
import Rocket from 'lucide-react/icons/rocket';
import Route from 'lucide-react/icons/route';
import Scale from 'lucide-react/icons/scale';
import Search from 'lucide-react/icons/search';
import Server from 'lucide-react/icons/server';
import Shield from 'lucide-react/icons/shield';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Smartphone from 'lucide-react/icons/smartphone';
import Sprout from 'lucide-react/icons/sprout';
import Sun from 'lucide-react/icons/sun';
import Timer from 'lucide-react/icons/timer';
import TrendingUp from 'lucide-react/icons/trending-up';
import Trophy from 'lucide-react/icons/trophy';
import Users from 'lucide-react/icons/users';
import Wifi from 'lucide-react/icons/wifi';
import Wind from 'lucide-react/icons/wind';
import Wrench from 'lucide-react/icons/wrench';
import Zap from 'lucide-react/icons/zap';
import type { ServiceCategory } from './categories';
import type { GreenEnergyVariant } from './greenEnergyVariant';
import { claimedFrom } from '../claimedFigure';
import { serviceClaims } from './serviceClaims';
import { company } from '../company';
import type { NoneMissing } from './copyIds';
import { named, translated, type ServicePageId, type ServicePagesFacts, type UnshownServiceCopy } from './pageTypes';

export type { ServiceCard, ServiceGridFacts, ServicePageId } from './pageTypes';

const claimed = claimedFrom(serviceClaims);

/** Both green energy variants share their benefits and process. */
const greenBenefits = [
  { id: 'costs', Icon: Coins },
  { id: 'climate', Icon: Sprout },
  { id: 'funding', Icon: Landmark },
  { id: 'turnkey', Icon: KeyRound },
] as const;
const greenProcess = ['analysis', 'concept', 'implementation', 'maintenance'] as const;

const pages = {
  it: {
    copyKey: 'it',
    stats: [
      claimed('projects', 'it.projects'),
      claimed('uptime', 'it.uptime'),
      claimed('support', 'it.support'),
      claimed('technologies', 'it.technologies'),
    ],
    services: [
      // The specification's other five links led to /it-services: this very page. Only the one that leaves stays.
      { id: 'software', Icon: Code2 },
      { id: 'cloud', Icon: Cloud },
      { id: 'security', Icon: Shield },
      { id: 'data', Icon: Database },
      { id: 'network', Icon: Network, linksTo: 'networking' },
      { id: 'mobile', Icon: Smartphone },
    ],
    benefits: [
      { id: 'quality', Icon: Trophy },
      { id: 'contact', Icon: MessageCircle },
      { id: 'security', Icon: Lock },
      { id: 'support', Icon: Timer },
    ],
    process: ['analysis', 'concept', 'implementation', 'support'],
    // A selection of the technologies the figure counts (it.technologies): the heading says so.
    grid: named([
      ['react', 'React'],
      ['typescript', 'TypeScript'],
      ['node', 'Node.js'],
      ['python', 'Python'],
      ['java', 'Java'],
      ['dotnet', '.NET'],
      ['aws', 'AWS'],
      ['azure', 'Microsoft Azure'],
      ['kubernetes', 'Kubernetes'],
      ['docker', 'Docker'],
      ['postgresql', 'PostgreSQL'],
      ['terraform', 'Terraform'],
    ]),
  },
  energy: {
    copyKey: 'energy',
    stats: [
      claimed('volume', 'energy.volume'),
      claimed('years', 'energy.years'),
      claimed('markets', 'energy.markets'),
      claimed('monitoring', 'energy.monitoring'),
    ],
    services: [
      { id: 'electricity', Icon: Zap },
      { id: 'gas', Icon: Droplets },
      { id: 'renewable', Icon: Leaf, linksTo: 'greenEnergy' },
      { id: 'risk', Icon: ShieldCheck },
      { id: 'analysis', Icon: LineChart },
      { id: 'systems', Icon: Cpu },
    ],
    benefits: [
      { id: 'access', Icon: KeyRound },
      { id: 'transparency', Icon: FileSearch },
      { id: 'risk', Icon: Scale },
      { id: 'green', Icon: Sprout },
    ],
    process: ['analysis', 'strategy', 'execution', 'monitoring'],
    // A selection of the markets the figure counts (energy.markets): the heading says so.
    grid: {
      kind: 'markets',
      items: [
        { id: 'epexSpot', name: 'EPEX SPOT' },
        { id: 'eex', name: 'EEX' },
        { id: 'ice', name: 'ICE' },
        { id: 'ttf', name: 'TTF' },
        { id: 'nbp', name: 'NBP' },
        { id: 'pjm', name: 'PJM' },
        { id: 'nymex', name: 'NYMEX' },
        { id: 'iceBrent', name: 'ICE Brent' },
      ],
    },
  },
  realEstate: {
    copyKey: 'realEstate',
    stats: [
      claimed('volume', 'realEstate.volume'),
      claimed('properties', 'realEstate.properties'),
      claimed('years', 'realEstate.years'),
      claimed('cities', 'realEstate.cities'),
    ],
    services: [
      { id: 'search', Icon: Search },
      { id: 'financing', Icon: Coins },
      // Legal review only with partner law firms named in company.ts (RDG); until then, the completion we coordinate.
      company.partnerLawFirms
        ? { id: 'legal' as const, Icon: Landmark, partners: company.partnerLawFirms }
        : { id: 'closing' as const, Icon: Landmark },
      { id: 'management', Icon: KeyRound },
      { id: 'valuation', Icon: Calculator },
      { id: 'brokerage', Icon: Handshake },
    ],
    benefits: [
      { id: 'local', Icon: Globe2 },
      { id: 'german', Icon: ShieldCheck },
      { id: 'oneStop', Icon: Package },
      { id: 'languages', Icon: MessageCircle },
    ],
    process: ['consultation', 'search', 'negotiation', 'completion'],
    grid: {
      kind: 'areas',
      items: [
        { id: 'residential', Icon: Home },
        { id: 'commercial', Icon: Building },
        { id: 'office', Icon: Building2 },
        { id: 'warehouses', Icon: Package },
        { id: 'hotels', Icon: KeyRound },
        { id: 'retail', Icon: Landmark },
      ],
    },
  },
  hr: {
    copyKey: 'hr',
    stats: [
      claimed('placements', 'hr.placements'),
      claimed('satisfaction', 'hr.satisfaction'),
      claimed('years', 'hr.years'),
      claimed('companies', 'hr.companies'),
    ],
    services: [
      { id: 'recruitment', Icon: Search },
      { id: 'development', Icon: GraduationCap },
      { id: 'performance', Icon: Gauge },
      { id: 'engagement', Icon: HeartHandshake },
      { id: 'compliance', Icon: Scale },
      { id: 'compensation', Icon: Coins },
    ],
    benefits: [
      { id: 'network', Icon: Globe2 },
      { id: 'speed', Icon: Timer },
      { id: 'fit', Icon: Users },
      { id: 'lawful', Icon: ShieldCheck },
    ],
    process: ['analysis', 'strategy', 'implementation', 'optimization'],
    grid: {
      kind: 'areas',
      items: [
        { id: 'recruiting', Icon: Search },
        { id: 'onboarding', Icon: Rocket },
        { id: 'training', Icon: GraduationCap },
        { id: 'payroll', Icon: Calculator },
        { id: 'employerBranding', Icon: Handshake },
        { id: 'culture', Icon: HeartHandshake },
      ],
    },
  },
  networking: {
    copyKey: 'networking',
    stats: [
      claimed('uptime', 'networking.uptime'),
      claimed('support', 'networking.support'),
      claimed('years', 'networking.years'),
      claimed('networks', 'networking.networks'),
    ],
    services: [
      { id: 'design', Icon: Route },
      { id: 'wireless', Icon: Wifi },
      { id: 'security', Icon: Shield },
      { id: 'servers', Icon: Server },
      { id: 'routing', Icon: Network },
      { id: 'monitoring', Icon: Radar },
    ],
    benefits: [
      { id: 'availability', Icon: Gauge },
      { id: 'independent', Icon: Scale },
      { id: 'documented', Icon: FileSearch },
      { id: 'fast', Icon: Timer },
    ],
    process: ['analysis', 'design', 'implementation', 'maintenance'],
    grid: named([
      ['cisco', 'Cisco'],
      ['juniper', 'Juniper'],
      ['aruba', 'HPE Aruba'],
      ['ubiquiti', 'Ubiquiti'],
      ['fortinet', 'Fortinet'],
      ['paloAlto', 'Palo Alto Networks'],
      ['sophos', 'Sophos'],
      ['mikrotik', 'MikroTik'],
      ['dell', 'Dell'],
      ['hpe', 'HPE'],
      ['vmware', 'VMware'],
      ['microsoft', 'Microsoft'],
    ]),
  },
  rd: {
    copyKey: 'rd',
    stats: [
      claimed('projects', 'rd.projects'),
      claimed('patents', 'rd.patents'),
      claimed('years', 'rd.years'),
      claimed('successRate', 'rd.successRate'),
    ],
    services: [
      { id: 'basic', Icon: Microscope },
      { id: 'software', Icon: Code2 },
      { id: 'laboratory', Icon: FlaskConical },
      { id: 'hardware', Icon: HardDrive },
      { id: 'data', Icon: BarChart3 },
      { id: 'product', Icon: Rocket },
    ],
    benefits: [
      { id: 'interdisciplinary', Icon: Users },
      { id: 'ip', Icon: Lock },
      { id: 'funding', Icon: Coins },
      { id: 'market', Icon: TrendingUp },
    ],
    process: ['idea', 'research', 'development', 'launch'],
    grid: {
      kind: 'areas',
      items: [
        { id: 'ai', Icon: Brain },
        { id: 'blockchain', Icon: Network },
        { id: 'quantum', Icon: Cpu },
        { id: 'biotech', Icon: FlaskConical },
        { id: 'nano', Icon: Microscope },
        { id: 'robotics', Icon: Wrench },
      ],
    },
  },
  greenEnergyA: {
    copyKey: 'greenEnergy',
    stats: [
      claimed('projects', 'greenEnergyA.projects'),
      claimed('installed', 'greenEnergyA.installed'),
      claimed('years', 'greenEnergy.years'),
      claimed('co2Saved', 'greenEnergyA.co2Saved'),
    ],
    services: [
      { id: 'solar', Icon: Sun },
      { id: 'wind', Icon: Wind },
      { id: 'storage', Icon: BatteryCharging },
      { id: 'hydropower', Icon: Droplets },
      { id: 'biomass', Icon: Leaf },
      { id: 'efficiency', Icon: Gauge },
    ],
    benefits: greenBenefits,
    process: greenProcess,
    grid: translated([
      'monocrystalline',
      'bifacial',
      'tracker',
      'onshoreWind',
      'smallWind',
      'lithiumIon',
      'redoxFlow',
      'heatPump',
      'chp',
      'biogas',
      'smartGrid',
      'ems',
    ]),
  },
  greenEnergyB: {
    copyKey: 'greenEnergy',
    stats: [
      claimed('capacity', 'greenEnergy.capacity'),
      claimed('projects', 'greenEnergy.projects'),
      claimed('years', 'greenEnergy.years'),
      claimed('co2Reduction', 'greenEnergy.co2Reduction'),
    ],
    services: [
      { id: 'solar', Icon: Sun },
      { id: 'wind', Icon: Wind },
      { id: 'storage', Icon: Battery },
      { id: 'biomass', Icon: Leaf },
      { id: 'hydropower', Icon: Droplets },
      { id: 'geothermal', Icon: Mountain },
    ],
    benefits: greenBenefits,
    process: greenProcess,
    grid: null,
  },
} satisfies ServicePagesFacts;

/** The facts of every service page: each id is a key of the page's copy (a wrong id does not compile). */
export const servicePages: ServicePagesFacts = pages;

/**
 * Compiles only while every service text is shown by some page (a text without its card fails the type check).
 * Exported only so that the type check reads it (unexported, it would be an unused local): nothing imports it.
 * @public
 */
export type EveryServiceTextShown = NoneMissing<UnshownServiceCopy<typeof pages>>;

/** The page a service route shows (green energy: the variant chosen in greenEnergyVariant.ts). */
export function servicePageId(category: ServiceCategory, variant: GreenEnergyVariant | null): ServicePageId {
  if (category !== 'greenEnergy') return category;
  return variant === 'A' ? 'greenEnergyA' : 'greenEnergyB';
}
