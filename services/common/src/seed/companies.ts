// Made-up but realistic employers, grouped by industry so nurses work at hospitals and
// paralegals at law firms. Every company also hires outside its industry (HR, finance).

import type { Industry } from '../reference/categories.js';

export interface SeedCompany {
  name: string;
  industry: Industry;
  /** Completes "<name> is …". */
  about: string;
}

const NAMES: Record<Industry, readonly string[]> = {
  tech: [
    'Northwind Analytics',
    'Brightwave Software',
    'Cobalt Cloud',
    'Lumen Labs',
    'Vantage Data Systems',
    'Quarry AI',
    'Helix Robotics',
    'Stackline',
    'Paperplane',
    'Orbital Payments',
    'Fernwood Security',
    'Tidepool Technologies',
    'Signal Peak',
    'Kestrel Networks',
    'Meridian Devices',
    'Beacon Health Tech',
    'Larkspur Games',
    'Copperleaf Commerce',
    'Driftwood Media',
    'Granite Stack',
    'Pinecrest Software',
    'Atlas Logistics Tech',
    'Ridgeline Systems',
    'Sparrow Mobile',
    'Evergreen Edtech',
    'Foxglove AI',
    'Nimbus Storage',
    'Ironclad Identity',
    'Bluejay Maps',
    'Solstice Energy Software',
    'Cardinal Commerce Cloud',
    'Harbor Ops',
    'Juniper Insights',
    'Parallax Vision',
    'Quantum Leaf',
    'Redwood Realtime',
    'Silverline Telecom',
    'Tandem Workflows',
    'Upstream Devtools',
    'Vector Forge',
    'Wavelength Audio',
    'Zephyr Autonomy',
    'Alloy Fintech Labs',
    'Basecamp Robotics',
    'Clearwater DataWorks',
    'Deepwell Search',
    'Elmstreet Apps',
    'Fathom Observability',
    'Glasshouse Design Tools',
    'Hummingbird HR Software',
  ],
  health: [
    'Riverside Health Partners',
    'Mercy Valley Medical Center',
    'Summit Care Network',
    "Bayview Children's Hospital",
    'Lakeshore Orthopedics',
    'Pioneer Family Clinics',
    'Crescent Behavioral Health',
    'Harborview Home Health',
    'Northstar Oncology Institute',
    'Cedar Grove Rehabilitation',
    'Unity Telehealth',
    'Brookside Pharmacy Group',
    'Prairie Regional Hospital',
    'Keystone Clinical Research',
    'Willow Creek Senior Living',
    'Aspen Surgical Associates',
  ],
  finance: [
    'Granite Peak Capital',
    'Harborline Bank',
    'Meridian Wealth Advisors',
    'Keel Insurance Group',
    'Ledgerwise',
    'Bluestem Credit Union',
    'Oakmont Asset Management',
    'Westbridge Financial',
    'Tallgrass Ventures',
    'Copper Key Lending',
    'Sterling Row Partners',
    'Pinnacle Risk Analytics',
  ],
  legal: [
    'Whitfield & Marsh LLP',
    'Calder Pryce Law Group',
    'Hollins Avery & Stone',
    'Beacon Street Legal',
    'Marlow Tate LLP',
    'Redfern Compliance Partners',
    'Ashby & Lowe Attorneys',
    'Kingsley IP Law',
  ],
  industrial: [
    'Ironbridge Manufacturing',
    'Vertex Aerospace',
    'Bluegrass Energy Systems',
    'Cascade Civil Engineering',
    'Titan Robotics Works',
    'Sunfield Solar',
    'Rockport Semiconductors',
    'Delta Water Infrastructure',
    'Anvil Automotive',
    'Highland Materials',
    'Northgate Construction Group',
    'Precision Motion Controls',
    'Arcadia Battery Co.',
    'Lakeside Chemical',
    'Frontier Rail Systems',
  ],
  consumer: [
    'Maple & Main Retail',
    'Golden Hour Hotels',
    'Fieldstone Foods',
    'Blue Harbor Outfitters',
    'Urban Nest Home',
    'Trailhead Outdoor Co.',
    'Sunny Side Grocers',
    'Velvet Thread Apparel',
    'Roam Travel',
    'Brightside Fitness',
    'Silver Spoon Hospitality',
    'Canopy Pet Care',
  ],
};

const ABOUT: Record<Industry, readonly string[]> = {
  tech: [
    'a fast-growing software company building tools that thousands of teams rely on every day',
    'a venture-backed startup making data infrastructure simple for modern engineering teams',
    'a profitable SaaS business helping mid-size companies automate their operations',
    'a product-led technology company whose platform serves millions of users across the US',
    'an engineering-driven company building secure, reliable cloud products',
  ],
  health: [
    'a nonprofit health system with hospitals and clinics serving communities across the region',
    'a patient-first care network known for clinical excellence and a supportive culture',
    'a growing healthcare organization expanding access to high-quality, affordable care',
  ],
  finance: [
    'a financial services firm managing billions of dollars for individuals and institutions',
    'a member-focused financial institution modernizing how people bank and borrow',
    'an investment firm combining rigorous research with modern technology',
  ],
  legal: [
    'a respected law firm advising technology, healthcare and financial clients nationwide',
    'a full-service legal practice known for litigation wins and practical counsel',
  ],
  industrial: [
    'an engineering and manufacturing company building the infrastructure of the next decade',
    'a hardware company designing products used in energy, transportation and industry',
    'an industrial leader investing heavily in automation and clean energy',
  ],
  consumer: [
    'a beloved consumer brand with stores and e-commerce operations nationwide',
    'a hospitality and retail company focused on memorable customer experiences',
  ],
};

export const SEED_COMPANIES: readonly SeedCompany[] = (Object.keys(NAMES) as Industry[]).flatMap((industry) =>
  NAMES[industry].map((name, i) => {
    const abouts = ABOUT[industry];
    return { name, industry, about: abouts[i % abouts.length] as string };
  }),
);

const byIndustry = (industry: Industry): readonly SeedCompany[] =>
  SEED_COMPANIES.filter((c) => c.industry === industry);

export const COMPANIES_BY_INDUSTRY: Readonly<Record<Industry, readonly SeedCompany[]>> = {
  tech: byIndustry('tech'),
  health: byIndustry('health'),
  finance: byIndustry('finance'),
  legal: byIndustry('legal'),
  industrial: byIndustry('industrial'),
  consumer: byIndustry('consumer'),
};
