// What each category hires: base titles with a mid-level yearly salary, the seniority
// ladder the title takes, and the skills a posting for it asks for. Ingestion's tag
// vocabulary comes from these skills; demo data builds its jobs from all of it.
import { JOB_CATEGORIES, type JobCategorySlug, type WorkSetting } from '@highpay/contracts';

/** The kind of employer a category's jobs are at. */
export type Industry = 'tech' | 'health' | 'finance' | 'legal' | 'industrial' | 'consumer';

export interface SeniorityLevel {
  /** '' for the plain title ("Software Engineer"). */
  prefix: string;
  payFactor: number;
  minYears: number;
  weight: number;
}

export interface RoleProfile {
  title: string;
  /** Mid-level yearly base salary in USD before location and seniority. */
  salary: number;
  ladder: Ladder;
  skills: readonly string[];
  /** Optional suffixes: "Software Engineer, Backend", "Registered Nurse - ICU". */
  specialties?: readonly string[];
  /** Overrides the category's work settings (a nurse is not remote). */
  settings?: WorkSettingWeights;
}

export interface CategoryProfile {
  slug: JobCategorySlug;
  weight: number;
  team: string;
  industries: readonly Industry[];
  settings: WorkSettingWeights;
  internships: boolean;
  roles: readonly RoleProfile[];
}

export type WorkSettingWeights = readonly (readonly [WorkSetting, number])[];
export type Ladder = 'tech' | 'professional' | 'leader' | 'single';

const level = (prefix: string, payFactor: number, minYears: number, weight: number): SeniorityLevel => ({
  prefix,
  payFactor,
  minYears,
  weight,
});

export const LADDERS: Record<Ladder, readonly SeniorityLevel[]> = {
  tech: [
    level('Junior', 0.72, 1, 1),
    level('', 1, 3, 3),
    level('Senior', 1.25, 5, 4),
    level('Staff', 1.5, 8, 1.5),
    level('Principal', 1.72, 10, 0.7),
    level('Lead', 1.35, 7, 1),
  ],
  professional: [
    level('Associate', 0.8, 1, 1),
    level('', 1, 3, 3),
    level('Senior', 1.22, 5, 3),
    level('Lead', 1.35, 7, 1),
  ],
  leader: [level('', 1, 6, 4), level('Senior', 1.2, 9, 2)],
  single: [level('', 1, 2, 1)],
};

const s = (remote: number, hybrid: number, onSite: number): WorkSettingWeights => [
  ['remote', remote],
  ['hybrid', hybrid],
  ['on-site', onSite],
];
const ON_SITE = s(0, 1, 9);

// A Record so a new category in the contracts breaks the build until it hires someone.
const CATEGORIES: Record<JobCategorySlug, Omit<CategoryProfile, 'slug'>> = {
  development: {
    weight: 22,
    team: 'engineering',
    industries: ['tech'],
    settings: s(55, 30, 15),
    internships: true,
    roles: [
      {
        title: 'Software Engineer',
        salary: 150_000,
        ladder: 'tech',
        specialties: ['Backend', 'Frontend', 'Infrastructure', 'Payments'],
        skills: [
          'TypeScript',
          'Go',
          'Java',
          'PostgreSQL',
          'AWS',
          'Kubernetes',
          'Microservices',
          'REST APIs',
          'System Design',
        ],
      },
      {
        title: 'Backend Developer',
        salary: 140_000,
        ladder: 'tech',
        skills: ['Node.js', 'Python', 'Go', 'PostgreSQL', 'Redis', 'Kafka', 'Docker', 'GraphQL'],
      },
      {
        title: 'Frontend Developer',
        salary: 135_000,
        ladder: 'tech',
        skills: ['React', 'TypeScript', 'Next.js', 'CSS', 'Accessibility', 'Vite', 'Web Performance'],
      },
      {
        title: 'Full-Stack Engineer',
        salary: 145_000,
        ladder: 'tech',
        skills: ['React', 'Node.js', 'TypeScript', 'PostgreSQL', 'AWS', 'GraphQL', 'Docker'],
      },
      {
        title: 'iOS Engineer',
        salary: 150_000,
        ladder: 'tech',
        skills: ['Swift', 'SwiftUI', 'Xcode', 'Core Data', 'Mobile', 'CI/CD'],
      },
      {
        title: 'Android Engineer',
        salary: 148_000,
        ladder: 'tech',
        skills: ['Kotlin', 'Jetpack Compose', 'Android SDK', 'Mobile', 'Gradle'],
      },
      {
        title: 'DevOps Engineer',
        salary: 145_000,
        ladder: 'tech',
        skills: ['Kubernetes', 'Terraform', 'AWS', 'CI/CD', 'Linux', 'Docker', 'Prometheus'],
      },
      {
        title: 'Site Reliability Engineer',
        salary: 160_000,
        ladder: 'tech',
        skills: ['Kubernetes', 'Go', 'Observability', 'Linux', 'Terraform', 'Incident Response', 'GCP'],
      },
      {
        title: 'Data Engineer',
        salary: 150_000,
        ladder: 'tech',
        skills: ['Python', 'SQL', 'Spark', 'Airflow', 'Snowflake', 'dbt', 'Kafka'],
      },
      {
        title: 'Machine Learning Engineer',
        salary: 175_000,
        ladder: 'tech',
        skills: ['Python', 'PyTorch', 'Machine Learning', 'LLMs', 'MLOps', 'TensorFlow', 'Kubernetes'],
      },
      {
        title: 'Data Scientist',
        salary: 150_000,
        ladder: 'tech',
        skills: ['Python', 'SQL', 'Statistics', 'Machine Learning', 'A/B Testing', 'Pandas'],
      },
      {
        title: 'Security Engineer',
        salary: 165_000,
        ladder: 'tech',
        skills: ['Application Security', 'Cloud Security', 'Threat Modeling', 'AWS', 'Python', 'SIEM'],
      },
      {
        title: 'Platform Engineer',
        salary: 160_000,
        ladder: 'tech',
        skills: ['Kubernetes', 'Go', 'Terraform', 'AWS', 'Developer Experience', 'CI/CD'],
      },
      {
        title: 'QA Automation Engineer',
        salary: 120_000,
        ladder: 'tech',
        skills: ['Playwright', 'Cypress', 'TypeScript', 'Test Automation', 'CI/CD', 'Selenium'],
      },
    ],
  },
  design: {
    weight: 7,
    team: 'design',
    industries: ['tech', 'consumer'],
    settings: s(50, 35, 15),
    internships: true,
    roles: [
      {
        title: 'Product Designer',
        salary: 140_000,
        ladder: 'tech',
        skills: ['Figma', 'Prototyping', 'User Research', 'Design Systems', 'Interaction Design'],
      },
      {
        title: 'UX Designer',
        salary: 125_000,
        ladder: 'professional',
        skills: ['Figma', 'Wireframing', 'Usability Testing', 'Information Architecture', 'Accessibility'],
      },
      {
        title: 'UI Designer',
        salary: 115_000,
        ladder: 'professional',
        skills: ['Figma', 'Visual Design', 'Typography', 'Design Systems', 'Motion'],
      },
      {
        title: 'UX Researcher',
        salary: 130_000,
        ladder: 'professional',
        skills: ['User Research', 'Usability Testing', 'Surveys', 'Qualitative Analysis', 'Dovetail'],
      },
      {
        title: 'Brand Designer',
        salary: 105_000,
        ladder: 'professional',
        skills: ['Adobe Illustrator', 'Branding', 'Typography', 'Figma', 'Art Direction'],
      },
      {
        title: 'Motion Designer',
        salary: 110_000,
        ladder: 'professional',
        skills: ['After Effects', 'Motion', 'Cinema 4D', 'Storyboarding', 'Figma'],
      },
      {
        title: 'Content Designer',
        salary: 120_000,
        ladder: 'professional',
        skills: ['UX Writing', 'Content Strategy', 'Figma', 'Accessibility', 'Localization'],
      },
      {
        title: 'Design Manager',
        salary: 175_000,
        ladder: 'leader',
        skills: ['Design Leadership', 'Design Systems', 'Figma', 'Hiring', 'Product Strategy'],
      },
    ],
  },
  marketing: {
    weight: 8,
    team: 'marketing',
    industries: ['tech', 'consumer', 'finance'],
    settings: s(45, 35, 20),
    internships: true,
    roles: [
      {
        title: 'Product Marketing Manager',
        salary: 145_000,
        ladder: 'professional',
        skills: ['Positioning', 'Go-to-Market', 'Competitive Analysis', 'Messaging', 'Sales Enablement'],
      },
      {
        title: 'Growth Marketing Manager',
        salary: 135_000,
        ladder: 'professional',
        skills: ['Paid Acquisition', 'SEO', 'Google Analytics', 'A/B Testing', 'Lifecycle Marketing', 'SQL'],
      },
      {
        title: 'Content Marketing Manager',
        salary: 115_000,
        ladder: 'professional',
        skills: ['Content Strategy', 'SEO', 'Copywriting', 'Editorial Calendar', 'HubSpot'],
      },
      {
        title: 'SEO Specialist',
        salary: 90_000,
        ladder: 'professional',
        skills: ['SEO', 'Google Search Console', 'Ahrefs', 'Technical SEO', 'Content Strategy'],
      },
      {
        title: 'Demand Generation Manager',
        salary: 130_000,
        ladder: 'professional',
        skills: ['Marketo', 'Salesforce', 'ABM', 'Paid Media', 'Pipeline Analytics'],
      },
      {
        title: 'Marketing Analyst',
        salary: 100_000,
        ladder: 'professional',
        skills: ['SQL', 'Tableau', 'Attribution', 'Google Analytics', 'Excel'],
      },
      {
        title: 'Brand Manager',
        salary: 125_000,
        ladder: 'professional',
        skills: ['Brand Strategy', 'Consumer Insights', 'Campaign Management', 'Budgeting'],
      },
      {
        title: 'Social Media Manager',
        salary: 85_000,
        ladder: 'professional',
        skills: ['Social Media', 'Content Creation', 'Community Management', 'Sprout Social', 'TikTok'],
      },
      {
        title: 'Director of Marketing',
        salary: 190_000,
        ladder: 'leader',
        skills: ['Marketing Strategy', 'Team Leadership', 'Budgeting', 'Demand Generation', 'Brand Strategy'],
      },
    ],
  },
  management: {
    weight: 9,
    team: 'leadership',
    industries: ['tech', 'finance', 'industrial', 'consumer', 'health'],
    settings: s(35, 40, 25),
    internships: false,
    roles: [
      {
        title: 'Engineering Manager',
        salary: 195_000,
        ladder: 'leader',
        skills: ['People Management', 'Agile', 'System Design', 'Hiring', 'Roadmapping'],
      },
      {
        title: 'Product Manager',
        salary: 160_000,
        ladder: 'tech',
        skills: ['Product Strategy', 'Roadmapping', 'User Research', 'SQL', 'Agile', 'Stakeholder Management'],
      },
      {
        title: 'Technical Program Manager',
        salary: 170_000,
        ladder: 'tech',
        skills: ['Program Management', 'Agile', 'Jira', 'Risk Management', 'Cloud Infrastructure'],
      },
      {
        title: 'Project Manager',
        salary: 115_000,
        ladder: 'professional',
        skills: ['Project Management', 'PMP', 'Scrum', 'Budgeting', 'Stakeholder Management'],
      },
      {
        title: 'Operations Manager',
        salary: 110_000,
        ladder: 'leader',
        skills: ['Operations', 'Process Improvement', 'Lean', 'KPIs', 'Vendor Management'],
      },
      {
        title: 'Director of Engineering',
        salary: 245_000,
        ladder: 'single',
        skills: ['Engineering Leadership', 'Org Design', 'Hiring', 'Budgeting', 'Technical Strategy'],
      },
      {
        title: 'VP of Product',
        salary: 260_000,
        ladder: 'single',
        skills: ['Product Leadership', 'Product Strategy', 'Go-to-Market', 'Org Design'],
      },
      {
        title: 'Chief of Staff',
        salary: 185_000,
        ladder: 'single',
        skills: ['Strategic Planning', 'OKRs', 'Executive Communication', 'Operations'],
      },
      {
        title: 'General Manager',
        salary: 175_000,
        ladder: 'single',
        skills: ['P&L Management', 'Team Leadership', 'Operations', 'Strategic Planning'],
      },
    ],
  },
  'customer-support': {
    weight: 6,
    team: 'customer experience',
    industries: ['tech', 'consumer', 'finance'],
    settings: s(60, 20, 20),
    internships: false,
    roles: [
      {
        title: 'Customer Success Manager',
        salary: 95_000,
        ladder: 'professional',
        skills: ['Customer Success', 'Gainsight', 'Onboarding', 'Renewals', 'Salesforce'],
      },
      {
        title: 'Customer Support Specialist',
        salary: 55_000,
        ladder: 'professional',
        skills: ['Zendesk', 'Customer Service', 'Troubleshooting', 'Intercom', 'Communication'],
      },
      {
        title: 'Technical Support Engineer',
        salary: 95_000,
        ladder: 'professional',
        skills: ['Troubleshooting', 'SQL', 'APIs', 'Linux', 'Zendesk'],
      },
      {
        title: 'Support Team Lead',
        salary: 80_000,
        ladder: 'single',
        skills: ['Coaching', 'Zendesk', 'Quality Assurance', 'Workforce Management'],
      },
      {
        title: 'Customer Experience Manager',
        salary: 105_000,
        ladder: 'leader',
        skills: ['CX Strategy', 'NPS', 'Process Improvement', 'Voice of Customer'],
      },
      {
        title: 'Implementation Specialist',
        salary: 85_000,
        ladder: 'professional',
        skills: ['Onboarding', 'Project Management', 'APIs', 'Training', 'SaaS'],
      },
    ],
  },
  sales: {
    weight: 9,
    team: 'sales',
    industries: ['tech', 'finance', 'industrial', 'health'],
    settings: s(40, 30, 30),
    internships: false,
    roles: [
      {
        title: 'Account Executive',
        salary: 120_000,
        ladder: 'professional',
        specialties: ['Mid-Market', 'Enterprise', 'SMB'],
        skills: ['Salesforce', 'SaaS Sales', 'Negotiation', 'MEDDIC', 'Pipeline Management'],
      },
      {
        title: 'Sales Development Representative',
        salary: 70_000,
        ladder: 'single',
        skills: ['Outbound Prospecting', 'Salesforce', 'Outreach', 'Cold Calling', 'LinkedIn Sales Navigator'],
      },
      {
        title: 'Sales Engineer',
        salary: 155_000,
        ladder: 'professional',
        skills: ['Solution Selling', 'APIs', 'Demos', 'Cloud Infrastructure', 'Security'],
      },
      {
        title: 'Sales Manager',
        salary: 150_000,
        ladder: 'leader',
        skills: ['Sales Leadership', 'Forecasting', 'Salesforce', 'Coaching', 'Quota Attainment'],
      },
      {
        title: 'Business Development Manager',
        salary: 125_000,
        ladder: 'professional',
        skills: ['Partnerships', 'Negotiation', 'Lead Generation', 'CRM', 'Market Research'],
      },
      {
        title: 'Regional Sales Director',
        salary: 210_000,
        ladder: 'single',
        skills: ['Sales Leadership', 'Enterprise Sales', 'Forecasting', 'Channel Sales'],
      },
      {
        title: 'Solutions Consultant',
        salary: 140_000,
        ladder: 'professional',
        skills: ['Solution Selling', 'Demos', 'Discovery', 'SaaS', 'Integrations'],
      },
    ],
  },
  finance: {
    weight: 8,
    team: 'finance',
    industries: ['finance', 'tech', 'industrial'],
    settings: s(30, 45, 25),
    internships: true,
    roles: [
      {
        title: 'Financial Analyst',
        salary: 95_000,
        ladder: 'professional',
        skills: ['Financial Modeling', 'Excel', 'Forecasting', 'SQL', 'Variance Analysis'],
      },
      {
        title: 'Accountant',
        salary: 85_000,
        ladder: 'professional',
        skills: ['GAAP', 'Month-End Close', 'NetSuite', 'Reconciliations', 'CPA'],
      },
      {
        title: 'FP&A Manager',
        salary: 150_000,
        ladder: 'leader',
        skills: ['FP&A', 'Budgeting', 'Forecasting', 'Financial Modeling', 'Adaptive Planning'],
      },
      {
        title: 'Controller',
        salary: 185_000,
        ladder: 'single',
        skills: ['GAAP', 'SOX', 'Audit', 'NetSuite', 'Revenue Recognition'],
      },
      {
        title: 'Tax Manager',
        salary: 160_000,
        ladder: 'leader',
        skills: ['Tax Compliance', 'ASC 740', 'CPA', 'Transfer Pricing'],
      },
      {
        title: 'Investment Analyst',
        salary: 125_000,
        ladder: 'professional',
        skills: ['Valuation', 'Financial Modeling', 'Bloomberg', 'Due Diligence', 'CFA'],
      },
      {
        title: 'Treasury Analyst',
        salary: 95_000,
        ladder: 'professional',
        skills: ['Cash Management', 'Treasury', 'Excel', 'Kyriba', 'FX Hedging'],
      },
      {
        title: 'Internal Auditor',
        salary: 100_000,
        ladder: 'professional',
        skills: ['Internal Audit', 'SOX', 'Risk Assessment', 'CIA', 'Controls Testing'],
      },
      {
        title: 'Actuary',
        salary: 150_000,
        ladder: 'professional',
        skills: ['Actuarial Modeling', 'R', 'Statistics', 'FSA', 'Pricing'],
      },
    ],
  },
  legal: {
    weight: 5,
    team: 'legal',
    industries: ['legal', 'tech', 'finance', 'health'],
    settings: s(25, 45, 30),
    internships: false,
    roles: [
      {
        title: 'Corporate Counsel',
        salary: 200_000,
        ladder: 'professional',
        skills: ['Commercial Contracts', 'Corporate Law', 'M&A', 'Negotiation', 'Bar Admission'],
      },
      {
        title: 'Paralegal',
        salary: 68_000,
        ladder: 'professional',
        specialties: ['Litigation', 'Corporate', 'Intellectual Property'],
        skills: ['Legal Research', 'E-Discovery', 'Document Review', 'Westlaw', 'Case Management'],
      },
      {
        title: 'Privacy Counsel',
        salary: 210_000,
        ladder: 'professional',
        skills: ['Privacy Law', 'GDPR', 'CCPA', 'Data Protection', 'Bar Admission'],
      },
      {
        title: 'Compliance Manager',
        salary: 135_000,
        ladder: 'leader',
        skills: ['Regulatory Compliance', 'Risk Assessment', 'Policy Writing', 'AML', 'Audit'],
      },
      {
        title: 'Contracts Manager',
        salary: 120_000,
        ladder: 'leader',
        skills: ['Contract Negotiation', 'Ironclad', 'Commercial Contracts', 'Vendor Agreements'],
      },
      {
        title: 'Litigation Associate',
        salary: 215_000,
        ladder: 'single',
        skills: ['Litigation', 'Legal Research', 'Depositions', 'Motion Practice', 'Bar Admission'],
      },
      {
        title: 'Intellectual Property Attorney',
        salary: 230_000,
        ladder: 'professional',
        skills: ['Patent Prosecution', 'Trademarks', 'IP Litigation', 'USPTO', 'Licensing'],
      },
      {
        title: 'Legal Operations Manager',
        salary: 140_000,
        ladder: 'leader',
        skills: ['Legal Operations', 'Contract Lifecycle Management', 'Budgeting', 'Process Improvement'],
      },
    ],
  },
  hr: {
    weight: 5,
    team: 'people',
    industries: ['tech', 'health', 'consumer', 'industrial'],
    settings: s(40, 40, 20),
    internships: true,
    roles: [
      {
        title: 'HR Business Partner',
        salary: 130_000,
        ladder: 'professional',
        skills: ['Employee Relations', 'Performance Management', 'Workday', 'Change Management', 'SHRM'],
      },
      {
        title: 'Technical Recruiter',
        salary: 105_000,
        ladder: 'professional',
        skills: ['Technical Recruiting', 'Sourcing', 'Greenhouse', 'LinkedIn Recruiter', 'Employer Branding'],
      },
      {
        title: 'Talent Acquisition Manager',
        salary: 140_000,
        ladder: 'leader',
        skills: ['Talent Acquisition', 'Workforce Planning', 'Greenhouse', 'Employer Branding'],
      },
      {
        title: 'People Operations Manager',
        salary: 120_000,
        ladder: 'leader',
        skills: ['People Operations', 'HRIS', 'Rippling', 'Onboarding', 'Compliance'],
      },
      {
        title: 'Compensation Analyst',
        salary: 105_000,
        ladder: 'professional',
        skills: ['Compensation', 'Benchmarking', 'Excel', 'Radford', 'Equity Plans'],
      },
      {
        title: 'HR Generalist',
        salary: 75_000,
        ladder: 'professional',
        skills: ['HRIS', 'Benefits Administration', 'Employee Relations', 'Payroll', 'Onboarding'],
      },
      {
        title: 'Learning and Development Manager',
        salary: 125_000,
        ladder: 'leader',
        skills: ['Learning and Development', 'Instructional Design', 'LMS', 'Leadership Development'],
      },
      {
        title: 'Benefits Manager',
        salary: 115_000,
        ladder: 'leader',
        skills: ['Benefits Administration', 'ERISA', 'Vendor Management', 'Open Enrollment'],
      },
    ],
  },
  healthcare: {
    weight: 10,
    team: 'clinical',
    industries: ['health'],
    settings: s(8, 12, 80),
    internships: false,
    roles: [
      {
        title: 'Registered Nurse',
        salary: 98_000,
        ladder: 'single',
        specialties: ['ICU', 'Emergency Department', 'Med-Surg', 'Labor and Delivery', 'Oncology'],
        skills: ['Patient Care', 'BLS', 'ACLS', 'Epic', 'Care Planning'],
        settings: ON_SITE,
      },
      {
        title: 'Nurse Practitioner',
        salary: 130_000,
        ladder: 'single',
        specialties: ['Family Practice', 'Telehealth', 'Urgent Care'],
        skills: ['Patient Assessment', 'Prescribing', 'Epic', 'Telehealth', 'Chronic Care Management'],
        settings: s(20, 15, 65),
      },
      {
        title: 'Psychiatric Nurse Practitioner',
        salary: 155_000,
        ladder: 'single',
        skills: ['Psychiatric Assessment', 'Medication Management', 'Telehealth', 'PMHNP', 'Epic'],
        settings: s(40, 20, 40),
      },
      {
        title: 'Certified Registered Nurse Anesthetist',
        salary: 215_000,
        ladder: 'single',
        skills: ['Anesthesia', 'CRNA', 'Patient Safety', 'ACLS', 'Airway Management'],
        settings: ON_SITE,
      },
      {
        title: 'Physician Assistant',
        salary: 130_000,
        ladder: 'single',
        specialties: ['Orthopedics', 'Dermatology', 'Emergency Medicine'],
        skills: ['Patient Assessment', 'Diagnosis', 'Epic', 'Procedures', 'NCCPA'],
        settings: ON_SITE,
      },
      {
        title: 'Physical Therapist',
        salary: 100_000,
        ladder: 'single',
        skills: ['Rehabilitation', 'Orthopedics', 'Manual Therapy', 'Patient Education', 'WebPT'],
        settings: ON_SITE,
      },
      {
        title: 'Occupational Therapist',
        salary: 95_000,
        ladder: 'single',
        skills: ['Occupational Therapy', 'Rehabilitation', 'Patient Education', 'Care Planning'],
        settings: ON_SITE,
      },
      {
        title: 'Pharmacist',
        salary: 135_000,
        ladder: 'single',
        skills: ['Pharmacy', 'Medication Therapy Management', 'Compounding', 'Patient Counseling'],
        settings: ON_SITE,
      },
      {
        title: 'Radiologic Technologist',
        salary: 75_000,
        ladder: 'single',
        skills: ['Radiography', 'CT', 'ARRT', 'Patient Safety', 'PACS'],
        settings: ON_SITE,
      },
      {
        title: 'Clinical Research Coordinator',
        salary: 72_000,
        ladder: 'professional',
        skills: ['Clinical Trials', 'GCP', 'IRB', 'Data Management', 'Patient Recruitment'],
        settings: s(10, 30, 60),
      },
      {
        title: 'Healthcare Data Analyst',
        salary: 100_000,
        ladder: 'professional',
        skills: ['SQL', 'Tableau', 'HEDIS', 'Epic Clarity', 'Python'],
        settings: s(55, 30, 15),
      },
      {
        title: 'Medical Director',
        salary: 290_000,
        ladder: 'single',
        skills: ['Clinical Leadership', 'Quality Improvement', 'Utilization Review', 'Board Certification'],
        settings: s(15, 35, 50),
      },
    ],
  },
  engineering: {
    weight: 7,
    team: 'engineering',
    industries: ['industrial', 'tech'],
    settings: s(10, 35, 55),
    internships: true,
    roles: [
      {
        title: 'Mechanical Engineer',
        salary: 110_000,
        ladder: 'professional',
        skills: ['SolidWorks', 'GD&T', 'FEA', 'Design for Manufacturing', 'Prototyping'],
      },
      {
        title: 'Electrical Engineer',
        salary: 120_000,
        ladder: 'professional',
        skills: ['Circuit Design', 'Altium', 'PCB Layout', 'Power Electronics', 'Embedded Systems'],
      },
      {
        title: 'Civil Engineer',
        salary: 100_000,
        ladder: 'professional',
        skills: ['AutoCAD', 'Civil 3D', 'Stormwater', 'PE License', 'Site Development'],
      },
      {
        title: 'Structural Engineer',
        salary: 110_000,
        ladder: 'professional',
        skills: ['Structural Analysis', 'Revit', 'ETABS', 'PE License', 'Steel Design'],
      },
      {
        title: 'Hardware Engineer',
        salary: 150_000,
        ladder: 'tech',
        skills: ['Hardware Design', 'FPGA', 'Verilog', 'Signal Integrity', 'Lab Testing'],
      },
      {
        title: 'Firmware Engineer',
        salary: 145_000,
        ladder: 'tech',
        skills: ['Embedded C', 'RTOS', 'ARM', 'C++', 'Bluetooth'],
      },
      {
        title: 'Manufacturing Engineer',
        salary: 100_000,
        ladder: 'professional',
        skills: ['Lean Manufacturing', 'Six Sigma', 'PFMEA', 'Process Improvement', 'CNC'],
      },
      {
        title: 'Aerospace Engineer',
        salary: 130_000,
        ladder: 'professional',
        skills: ['Aerodynamics', 'MATLAB', 'CATIA', 'Systems Engineering', 'Propulsion'],
      },
      {
        title: 'Controls Engineer',
        salary: 115_000,
        ladder: 'professional',
        skills: ['PLC Programming', 'SCADA', 'Automation', 'Allen-Bradley', 'HMI'],
      },
      {
        title: 'Robotics Engineer',
        salary: 150_000,
        ladder: 'tech',
        skills: ['ROS', 'C++', 'Computer Vision', 'Motion Planning', 'Python'],
      },
      {
        title: 'Quality Engineer',
        salary: 98_000,
        ladder: 'professional',
        skills: ['Quality Systems', 'ISO 9001', 'Root Cause Analysis', 'SPC', 'Six Sigma'],
      },
    ],
  },
  administrative: {
    weight: 4,
    team: 'operations',
    industries: ['tech', 'legal', 'finance', 'health', 'consumer'],
    settings: s(15, 35, 50),
    internships: false,
    roles: [
      {
        title: 'Executive Assistant',
        salary: 80_000,
        ladder: 'professional',
        skills: ['Calendar Management', 'Travel Coordination', 'Google Workspace', 'Confidentiality', 'Event Planning'],
      },
      {
        title: 'Executive Business Partner',
        salary: 105_000,
        ladder: 'single',
        skills: ['Executive Support', 'Calendar Management', 'Board Meetings', 'Project Coordination'],
      },
      {
        title: 'Office Manager',
        salary: 70_000,
        ladder: 'single',
        skills: ['Office Operations', 'Vendor Management', 'Budgeting', 'Facilities', 'Event Planning'],
      },
      {
        title: 'Administrative Assistant',
        salary: 52_000,
        ladder: 'professional',
        skills: ['Microsoft Office', 'Scheduling', 'Data Entry', 'Customer Service', 'Filing'],
      },
      {
        title: 'Operations Coordinator',
        salary: 62_000,
        ladder: 'professional',
        skills: ['Operations', 'Scheduling', 'Excel', 'Process Improvement', 'Vendor Management'],
      },
      {
        title: 'Project Coordinator',
        salary: 65_000,
        ladder: 'professional',
        skills: ['Project Coordination', 'Asana', 'Scheduling', 'Documentation', 'Microsoft Office'],
      },
      {
        title: 'Facilities Manager',
        salary: 90_000,
        ladder: 'leader',
        skills: ['Facilities Management', 'Vendor Management', 'Budgeting', 'Health and Safety'],
      },
    ],
  },
};

export const CATEGORY_PROFILES: readonly CategoryProfile[] = JOB_CATEGORIES.map(({ slug }) => ({
  slug,
  ...CATEGORIES[slug],
}));
